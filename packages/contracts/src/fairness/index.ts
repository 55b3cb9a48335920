export * from "./audit";
export * from "./self-identification";
