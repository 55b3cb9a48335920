// Runs one bench function for every engine × pool size, on a throwaway PostgreSQL cluster
// (or DATABASE_URL) when "postgres" is among the engines; the cluster is removed afterwards,
// also on Ctrl-C. A failed combination is reported and recorded, the others still run.
// `benchOne` returns one result or a list of them (one per mode); the results come flat.
import { startThrowawayPostgres } from "./postgres.mjs";

export async function runMatrix({ engines, sizes, benchOne }) {
  const results = [];
  let server = process.env.DATABASE_URL;
  let stopServer = null;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      await stopServer?.();
      process.exit(130);
    });
  }
  try {
    if (engines.includes("postgres") && !server) {
      const pgServer = await startThrowawayPostgres();
      server = pgServer.url;
      stopServer = () => pgServer.stop();
    }
    for (const engine of engines) {
      for (const size of sizes) {
        try {
          const result = await benchOne(engine, server, size);
          results.push(...[result].flat());
          console.log(`[bench] result ${JSON.stringify(result)}`);
        } catch (error) {
          console.error(`[bench] ${engine} ${size} failed: ${error.message}`);
          results.push({ engine, size, error: error.message });
        }
      }
    }
  } finally {
    await stopServer?.();
  }
  return results;
}
