#!/usr/bin/env node
// npm run bench:jobs-ssr — server-render time of /jobs/{id}: p50/p99 of fetching the SSR HTML
// from a production `next start` (built first when missing or stale), the API on DATABASE_URL
// or a throwaway PostgreSQL with the demo data. Sequential requests (one client), then
// autocannon with 2 connections per core.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchDatabase, repoRoot as root, startApi } from "./lib/api-server.mjs";
import { freePort } from "./lib/postgres.mjs";
import { startNode, waitForHttp } from "./lib/processes.mjs";

const webDir = path.join(root, "apps/web");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const loaded = Number(process.env.BENCH_CONNECTIONS ?? 2 * os.availableParallelism());
const cleanups = [];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app unless its build is newer than its sources (like npm start). */
function ensureBuild() {
  const buildId = path.join(webDir, ".next/BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(webDir),
    newestMtime(path.join(root, "packages/contracts/src")),
  );
  if (builtAt >= sources) return;
  console.log("[bench] building the web app (next build)…");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  ensureBuild();
  const { databaseUrl } = await benchDatabase(cleanups);
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = await startApi(cleanups, {
    databaseUrl,
    demoSeed: true,
    env: { WEB_URL: webUrl },
  });
  // No -H: with a host given, next-intl's locale rewrite goes to another origin and loops.
  const web = startNode(
    [nextBin, "start", webDir, "-p", String(webPort)],
    { API_URL: apiUrl, WEB_URL: webUrl, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    "web",
  );
  cleanups.push(() => web.stop());
  await waitForHttp(`${webUrl}/jobs`, 120_000);

  const { items } = await (await fetch(`${apiUrl}/jobs?limit=20`)).json();
  if (items.length === 0) throw new Error("no open public jobs in the demo data");
  const paths = items.map((job) => `/jobs/${job.id}`);
  for (const p of paths) {
    const res = await fetch(`${webUrl}${p}`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('"@type":"JobPosting"'))
      throw new Error(`${p} → ${res.status}, no JSON-LD`);
  }

  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const res = await fetch(`${webUrl}${paths[i % paths.length]}`);
    await res.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;

  const loadedRun = await autocannon({
    url: webUrl,
    duration,
    connections: loaded,
    pipelining: 1,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  if (loadedRun.non2xx || loadedRun.errors)
    console.warn(`[bench] ${loadedRun.non2xx} non-2xx, ${loadedRun.errors} errors under load`);

  console.log(
    `\nbench:jobs-ssr — GET /jobs/{id} HTML from next start (production), ${paths.length} demo jobs, ${os.availableParallelism()} cores\n`,
  );
  console.log("| run | req/s | p50 ms | p99 ms | mean ms |\n|---|---:|---:|---:|---:|");
  console.log(
    `| 1 client, ${samples} sequential requests | ${(1000 / mean).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${mean.toFixed(1)} |`,
  );
  console.log(
    `| ${loaded} connections, ${duration}s | ${loadedRun.requests.average.toFixed(0)} | ${loadedRun.latency.p50} | ${loadedRun.latency.p99} | ${loadedRun.latency.average.toFixed(1)} |`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
