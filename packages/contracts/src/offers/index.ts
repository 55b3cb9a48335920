export * from "./candidates";
export * from "./jobs";
export * from "./lifecycle";
export * from "./offer";
export * from "./pagination";
