export * from "./chat";
export * from "./notifications";
export * from "./realtime";
