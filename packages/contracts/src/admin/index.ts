export * from "./approvals";
export * from "./audit";
export * from "./catalog";
export * from "./emails";
export * from "./imports";
export * from "./settings";
export * from "./users";
