export * from "./developers";
export * from "./identity";
