// Opens a fresh database for a benchmark run, on PostgreSQL (a new database on the given
// server) or PGlite (an on-disk data dir), migrated and with the catalogue; imports the app's
// TypeScript through tsx so the benchmark times the real service code.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const importTs = (rel) => import(path.join(root, rel));

const { createDb } = await importTs("packages/db/src/client/index.ts");
const { runMigrations } = await importTs("packages/db/src/client/migrate.ts");
const { seedCatalog } = await importTs("packages/db/src/seed/index.ts");
const { sql } = await import("drizzle-orm");

/** Command-line `--name=value` (or env BENCH_NAME) as a list. */
export function listArg(name, fallback) {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = flag ? flag.slice(name.length + 3) : process.env[`BENCH_${name.toUpperCase()}`];
  return (raw ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Command-line `--name=value` (or env BENCH_NAME) as a number. */
export const numberArg = (name, fallback) => Number(listArg(name, String(fallback))[0]);

export async function openBenchDb(engine, serverUrl, label) {
  const cleanups = [];
  let handle;
  if (engine === "postgres") {
    const name = `bench_${label}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // As the API runs by default (DB_PREPARED_STATEMENTS=on); DB_PREPARED_STATEMENTS=off to compare.
    handle = await createDb({
      databaseUrl: url.toString(),
      poolSize: 4,
      prepareStatements: process.env.DB_PREPARED_STATEMENTS !== "off",
    });
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-pglite-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    handle = await createDb({ dataDir: dir });
  }
  cleanups.unshift(() => handle.close());
  await runMigrations(handle);
  await seedCatalog(handle.db);
  const query = async (text) => {
    const res = await handle.db.execute(sql.raw(text));
    return res.rows ?? res;
  };
  return {
    db: handle.db,
    query,
    close: async () => {
      for (const c of cleanups) await c();
    },
  };
}

/**
 * Bytes held by this process's JavaScript: the heap plus array buffers (typed arrays live
 * outside the heap). After a full GC when node runs with --expose-gc.
 */
export function memoryHeld() {
  globalThis.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** How a memoryHeld() difference reads in a bench's output. */
export const memoryNote = () =>
  `heap and array buffers${globalThis.gc ? "" : "; run node with --expose-gc for a settled figure"}`;

export function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), max: sorted.at(-1) };
}

/**
 * The API built in this process on an open `handle` (a PGlite database has no server a child
 * process could reach), with a throwaway data dir whose removal goes to `cleanups`; not yet
 * listening. Returns the app: the caller orders its close in `cleanups`.
 */
export async function buildInProcessApi(handle, cleanups, name) {
  const { buildApp } = await importTs("apps/api/src/app.ts");
  const { loadConfig } = await importTs("apps/api/src/config.ts");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `encaja-bench-${name}-api-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }),
    db: handle,
    logger: false,
    startMailSender: false,
    startHousekeeping: false,
    startDecisionReminders: false,
  });
  return app;
}
