export * from "./activity";
export * from "./catalog";
export * from "./geo";
export * from "./profile";
