export * from "./api-keys";
export * from "./calendar-feeds";
export * from "./exports";
export * from "./webhook-event-examples";
export * from "./webhook-event-types";
export * from "./webhook-events";
export * from "./webhooks";
