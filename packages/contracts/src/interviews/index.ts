export * from "./booking";
export * from "./kit";
export * from "./model";
export * from "./zoned-time";
