// Issue #17 query functions (fn(db, params)) for hire-drafts.
export {};
