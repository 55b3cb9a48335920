// npm run db:seed — loads the demo data set (accounts and population) into DATA_DIR or DATABASE_URL.

import { loadConfig } from "../config";
import { openDatabase } from "../lib/open-database";
import { demoSeedSteps } from "../seed";

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  demoSeed: "1",
  log: (m) => console.log(m),
  // All of it before answering, as scripts and benchmarks that run this expect.
  demoSteps: demoSeedSteps,
});
await handle.close();
console.log("Demo data is in place.");
