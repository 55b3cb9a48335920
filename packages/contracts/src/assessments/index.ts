export * from "./attempts";
export * from "./catalogue";
