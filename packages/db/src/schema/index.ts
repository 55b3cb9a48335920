export * from "./developers";
export * from "./identity";
export * from "./security";
