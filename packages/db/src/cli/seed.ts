import { createDb } from "../client";
import { runMigrations } from "../migrate";
import { seedDemo } from "../seed/demo";

const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./.data",
});
await runMigrations(handle);
const { created } = await seedDemo(handle.db);
await handle.close();
console.log(created ? "Demo data loaded." : "Demo data was already present.");
