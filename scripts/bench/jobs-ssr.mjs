#!/usr/bin/env node
// npm run bench:jobs-ssr — server-render time of /jobs/{id}: p50/p99 of fetching the SSR HTML
// from a production `next start` (built first when missing or stale), the API on DATABASE_URL
// or a throwaway PostgreSQL with the demo data. Sequential requests (one client), then
// autocannon with 2 connections per core.
import os from "node:os";
import autocannon from "autocannon";
import { benchDatabase } from "./lib/api-server.mjs";
import { percentile } from "./lib/stats.mjs";
import { startWebStack } from "./lib/web-server.mjs";

const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const loaded = Number(process.env.BENCH_CONNECTIONS ?? 2 * os.availableParallelism());
const cleanups = [];

async function main() {
  const { databaseUrl } = await benchDatabase(cleanups);
  const { apiUrl, webUrl } = await startWebStack(cleanups, { databaseUrl, timeoutMs: 120_000 });

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
