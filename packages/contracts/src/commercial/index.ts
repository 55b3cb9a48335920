export * from "./account";
export * from "./budgets";
export * from "./hire";
export * from "./money";
export * from "./plans";
export * from "./pricing";
export * from "./pricing-defaults";
