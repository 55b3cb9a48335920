export * from "./assessments";
export * from "./developers";
export * from "./identity";
export * from "./interviews";
export * from "./matching";
export * from "./offers";
export * from "./profile";
export * from "./security";
