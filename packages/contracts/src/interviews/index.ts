export * from "./booking";
export * from "./kit";
export * from "./labels";
export * from "./model";
