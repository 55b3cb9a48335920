// The API server (apps/api/src/server.ts through tsx) for benchmarks that time it over HTTP:
// on a free loopback port, with a throwaway data dir, on DATABASE_URL or a throwaway cluster.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiNodeArgs, apiServer, ensureApiBuild } from "../../lib/api-build.mjs";
import { freePort, startThrowawayPostgres } from "./postgres.mjs";
import { startNode, waitForHttp } from "./processes.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * DATABASE_URL, or a throwaway cluster started here (its stop goes to `cleanups`; `options` go to
 * startThrowawayPostgres).
 */
export async function benchDatabase(cleanups, options) {
  const given = process.env.DATABASE_URL;
  if (given) return { databaseUrl: given, engine: "PostgreSQL (DATABASE_URL)" };
  const server = await startThrowawayPostgres(options);
  cleanups.push(() => server.stop());
  return {
    databaseUrl: server.url,
    socketUrl: server.socketUrl,
    engine: "PostgreSQL (throwaway cluster)",
  };
}

/**
 * Starts the API on `databaseUrl` ("" for embedded PGlite), with or without the demo data,
 * and waits until /health answers (and, with the demo data, until it has all loaded: the API
 * loads it in the background once it answers); its stop and its data dir's removal go to
 * `cleanups`. Returns its base URL.
 */
export async function startApi(cleanups, options) {
  return (await startApiInstance(cleanups, options)).url;
}

/**
 * As `startApi`, also returning the process id (for CPU accounting). `compiled` runs the build
 * (apps/api/dist, built first if stale) as production does, instead of the sources through tsx;
 * `waitFor` is the path that must answer before it counts as started.
 */
export async function startApiInstance(
  cleanups,
  { databaseUrl, demoSeed, env = {}, compiled = false, waitFor = "/health" },
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-api-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  if (compiled) await ensureApiBuild();
  const api = startNode(
    compiled
      ? [...apiNodeArgs, apiServer]
      : ["--import", "tsx", path.join(repoRoot, "apps/api/src/server.ts")],
    {
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_SEED: demoSeed ? "1" : "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    "API",
  );
  cleanups.push(() => api.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${waitFor}`, 300_000);
  if (demoSeed) await waitForDemoData(url, 600_000);
  return { url, pid: api.pid };
}

/** Waits until the API's /health/ready reports the demo data loaded (or none to load). */
export async function waitForDemoData(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await fetch(`${url}/health/ready`)
      .then((res) => res.json())
      .catch(() => null);
    const state = body?.demoData?.state;
    if (state === "ready" || state === "none") return;
    if (state === "failed") throw new Error(`${url}: the demo data stopped loading (see its log)`);
    if (Date.now() > deadline) {
      throw new Error(`${url}: the demo data did not load within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
