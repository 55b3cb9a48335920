export * from "./developers";
export * from "./identity";
export * from "./profile";
export * from "./security";
