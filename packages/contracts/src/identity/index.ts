export * from "./auth";
export * from "./fields";
export * from "./invitations";
export * from "./me";
export * from "./platforms";
