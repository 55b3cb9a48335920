export * from "./booking";
export * from "./interview";
export * from "./kit";
export * from "./matching-interview";
export * from "./question-bank";
export * from "./scorecard";
export * from "./zoned-time";
