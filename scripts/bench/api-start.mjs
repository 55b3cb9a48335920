#!/usr/bin/env node
// npm run bench:api-start — how long the API takes from process spawn to GET /health and to
// GET /health/ready 200 on an existing embedded database, and its resident memory (VmRSS) when
// ready and after idling, run (a) from the TypeScript sources through tsx and (b) from the
// compiled build (apps/api/dist).
// A throwaway DATA_DIR is migrated and seeded by a first, untimed start; the timed starts
// alternate a/b. BENCH_RUNS (3) starts of each, BENCH_IDLE_SECONDS (30) of idling. "Load only"
// times a start with an invalid API_PORT: the process exits once every module is loaded and
// the configuration is read, before the database opens.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiNodeArgs, apiServer, ensureApiBuild } from "../lib/api-build.mjs";
import { repoRoot } from "../lib/web-build.mjs";
import { waitForDemoData } from "./lib/api-server.mjs";
import { freePort } from "./lib/postgres.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const variants = [
  {
    name: "(a) node --import tsx apps/api/src/server.ts",
    args: ["--import", "tsx", path.join(repoRoot, "apps/api/src/server.ts")],
  },
  { name: "(b) node apps/api/dist/server.mjs", args: [...apiNodeArgs, apiServer] },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-start-"));
const { DATABASE_URL: _, DEMO_SEED: __, ...baseEnv } = process.env;
const running = new Set();

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the API, waits for /health 200; returns its process, the ms it took and its RSS then. */
async function start(args, env = {}) {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...baseEnv, ...env, DATA_DIR: dataDir, API_PORT: String(port), API_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-10_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const deadline = spawned + 300_000;
  const answered = async (path) => {
    while (performance.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`the API exited (${child.exitCode}):\n${output}`);
      }
      const res = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null);
      if (res?.status === 200) return performance.now() - spawned;
      await sleep(20);
    }
    child.kill("SIGKILL");
    throw new Error(`GET ${path} did not answer 200 within 300 s:\n${output}`);
  };
  // /health answers once the server listens; /health/ready once the ranking index has loaded.
  const ms = await answered("/health");
  const readyMs = await answered("/health/ready");
  return { child, ms, readyMs, readyRss: rssMb(child.pid), url: `http://127.0.0.1:${port}` };
}

/** Milliseconds from spawn to exit of a start refused by its configuration. */
function loadOnly(args) {
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...baseEnv, DATA_DIR: dataDir, API_PORT: "not-a-port" },
    stdio: "ignore",
  });
  return new Promise((resolve) => child.once("exit", () => resolve(performance.now() - spawned)));
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mb = (v) => (v === null ? "n/a" : `${v.toFixed(0)} MB`);

async function main() {
  await ensureApiBuild();
  console.log(`Data dir ${dataDir}: migrating and seeding (first start, not timed)…`);
  const first = await start(variants[1].args, { DEMO_SEED: "1", LOG_LEVEL: "warn" });
  // All of it: the timed starts would otherwise go on loading it in the background.
  await waitForDemoData(first.url, 600_000);
  await stop(first.child);

  const results = variants.map(() => []);
  for (let round = 1; round <= runs; round++) {
    for (const [i, variant] of variants.entries()) {
      const loadMs = await loadOnly(variant.args);
      const { child, ms, readyMs, readyRss } = await start(variant.args, { LOG_LEVEL: "warn" });
      await sleep(idleSeconds * 1000);
      const idleRss = rssMb(child.pid);
      await stop(child);
      results[i].push({ loadMs, ms, readyMs, readyRss, idleRss });
      console.log(
        `  run ${round} ${variant.name}: load only ${loadMs.toFixed(0)} ms, /health ${ms.toFixed(0)} ms, /health/ready ${readyMs.toFixed(0)} ms, ${mb(readyRss)} ready, ${mb(idleRss)} after ${idleSeconds} s`,
      );
    }
  }

  const cores = os.availableParallelism();
  console.log(
    `\nAPI start on an existing embedded database (medians of ${runs} runs, ${cores} cores, Node ${process.versions.node})`,
  );
  const columns = [
    ["spawn → /health 200", "ms", (v) => `${v.toFixed(0)} ms`],
    ["→ /health/ready 200", "readyMs", (v) => `${v.toFixed(0)} ms`],
    ["load only", "loadMs", (v) => `${v.toFixed(0)} ms`],
    ["RSS ready", "readyRss", mb],
    [`RSS +${idleSeconds} s`, "idleRss", mb],
  ];
  console.log("".padEnd(46) + columns.map(([title]) => title.padStart(title.length + 3)).join(""));
  for (const [i, variant] of variants.entries()) {
    const cells = columns.map(([title, key, format]) =>
      format(median(results[i].map((r) => r[key]))).padStart(title.length + 3),
    );
    console.log(variant.name.padEnd(46) + cells.join(""));
  }
}

try {
  await main();
} finally {
  for (const child of running) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
