export * from "./decisions";
export * from "./deep-profile";
export * from "./public-profile";
export * from "./snapshot";
