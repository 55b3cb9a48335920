import { DataDirLockedError } from "@encaja/db/client";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { demoSeedAllowed, openDatabase } from "./lib/open-database";
import { shutdown } from "./lifecycle/shutdown";
import { testOnlyOptions } from "./lifecycle/test-only-options";
import { demoSeedSteps } from "./seed";
import { demoSeedPolicy } from "./seed/policy";

async function main() {
  const config = loadConfig();
  const seedPolicy = demoSeedPolicy(config);
  if (seedPolicy.banner) console.warn(seedPolicy.banner);
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    demoSeed: seedPolicy.demoSeed,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolSize: config.DB_POOL_SIZE,
    prepareStatements: config.DB_PREPARED_STATEMENTS === "on",
    log: (m) => console.log(m),
    // The demo accounts before listening, so signing in works at once; the rest of the demo
    // data in the background once the API answers (decision 0066).
    demoSteps: demoSeedSteps,
    loadDemoSteps: "later",
  });
  const testOnly = testOnlyOptions(process.env);
  const app = await buildApp({
    config,
    db,
    demoSteps: demoSeedAllowed(db.kind, seedPolicy.demoSeed) ? demoSeedSteps : [],
    ...testOnly.options,
  });
  for (const warning of testOnly.warnings) app.log.warn(`test-only option on: ${warning}`);

  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    app.log.info({ signal, timeoutMs }, "shutting down: finishing in-flight requests");
    shutdown({ app, db, timeoutMs }).then(
      (clean) => {
        if (!clean) app.log.error({ timeoutMs }, "shutdown took too long; exiting");
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  await app.listen({ port: config.API_PORT, host: process.env.API_HOST ?? "0.0.0.0" });
  app.demoData.start();
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nEncaja API cannot start.\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
