// Issue #17 query functions (fn(db, params)) for budgets.
export {};
