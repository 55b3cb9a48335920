// Issue #17 query functions (fn(db, params)) for team.
export {};
