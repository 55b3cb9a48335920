import { DataDirLockedError, openDatabase } from "@encaja/db";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { trackInFlight } from "./plugins/in-flight";
import { seedDemoPopulation } from "./seed";
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
    afterDemoSeed: seedDemoPopulation,
  });
  const app = await buildApp({ config, db });
  const requests = trackInFlight(app);
  // The database closes after app.close() resolves, i.e. after every plugin's onClose hook
  // (LISTEN connection, outbox sender, sandbox pool) has stopped using it.
  app.addHook("onClose", async () => {
    if (!(await requests.drained(8_000)))
      app.log.warn("closing the database with requests still running");
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, "error during shutdown");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.API_PORT, host: process.env.API_HOST ?? "0.0.0.0" });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nEncaja API cannot start.\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
