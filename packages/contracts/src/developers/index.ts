export * from "./activity";
export * from "./catalog";
export * from "./geo";
export * from "./profile";
export * from "./time-zones";
