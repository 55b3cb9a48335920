export { type CreateDbOptions, createDb, type Db, type DbHandle } from "./client";
export { DataDirLockedError, lockDataDir } from "./lock";
export { migrationsFolder, runMigrations } from "./migrate";
export { listen, notify } from "./notify";
export { copyPgliteTemplate, pgliteTemplateDir } from "./template";
