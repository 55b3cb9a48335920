import { createDb } from "../client";
import { runMigrations } from "../client/migrate";

const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./.data",
});
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
