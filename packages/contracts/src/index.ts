export * from "./developers";
export * from "./enums";
export * from "./errors";
export * from "./health";
export * from "./identity";
export * from "./labels";
export * from "./pages";
export * from "./permissions";
