export * from "./enums";
export * from "./errors";
export * from "./health";
export * from "./labels";
export * from "./pages";
