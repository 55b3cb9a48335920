export { type CreateDbOptions, createDb, type Db, type DbHandle } from "./client";
export { DataDirLockedError } from "./lock";
export { migrationsFolder, runMigrations } from "./migrate";
export { openDatabase } from "./open";
export { hashPassword, verifyPassword } from "./password";
export * from "./queries";
export * as schema from "./schema";
export { seedCatalog } from "./seed/catalog";
export { DEMO_PASSWORD, demoAccounts, seedDemo } from "./seed/demo";
