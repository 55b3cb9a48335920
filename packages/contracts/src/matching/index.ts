export * from "./context";
export * from "./developer-view";
export * from "./labels";
export * from "./matches";
export * from "./pipeline";
export * from "./talent";
