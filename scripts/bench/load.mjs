#!/usr/bin/env node
// npm run bench:load — a mixed workload (job board browsing and search, job pages, the me call,
// talent search, offer rankings, candidate boards, pipeline moves and applications) against the
// API at rising request rates. Prints, per engine, every step's p50/p99 and errors, and the
// highest rate held with p99 ≤ 100 ms and no error. PostgreSQL (DATABASE_URL or a throwaway
// cluster) by default; BENCH_ENGINES=postgres,embedded adds the embedded default (PGlite).
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { benchDatabase, startApi } from "./lib/api-server.mjs";
import { seedJobOffers } from "./lib/job-offers.mjs";
import { buildMix, prepareWorkload } from "./lib/load-mix.mjs";

const engines = (process.env.BENCH_ENGINES ?? "postgres,embedded").split(",").filter(Boolean);
const stepSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rates = (process.env.BENCH_RATES ?? "100,200,400,600,800,1000,1200,1500,2000")
  .split(",")
  .map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const offers = Number(process.env.BENCH_OFFERS ?? 2_000);
const P99_LIMIT_MS = 100;

async function runEngine(engine) {
  const cleanups = [];
  try {
    let databaseUrl = "";
    let label = "embedded PGlite (the default)";
    if (engine === "postgres") {
      const db = await benchDatabase(cleanups);
      databaseUrl = db.databaseUrl;
      label = db.engine;
    }
    const base = await startApi(cleanups, { databaseUrl, demoSeed: true });
    let sql = null;
    if (databaseUrl) {
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      cleanups.push(() => sql.end());
      await seedJobOffers(sql, offers);
      label += `, ${offers} extra open offers`;
    }
    const workload = await prepareWorkload(base, sql);
    console.log(
      `[bench] ${engine}: ${workload.jobIds.length} jobs, ${workload.candidates.length} movable candidates, ${workload.applyPairs.length} possible applications`,
    );

    const steps = [];
    let misses = 0;
    for (const rate of rates) {
      const mix = buildMix(workload);
      const r = await autocannon({
        url: base,
        duration: stepSeconds,
        connections,
        overallRate: rate,
        pipelining: 1,
        timeout: 10,
        requests: [mix.request],
      });
      const errors = r.errors + r.timeouts + r.non2xx;
      const step = {
        rate,
        achieved: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors,
        byKind: mix.counts(),
        failures: mix.failures(),
      };
      steps.push(step);
      const held = errors === 0 && step.p99 <= P99_LIMIT_MS && step.achieved >= rate * 0.95;
      console.log(
        `[bench] ${engine} ${rate} req/s offered: ${step.achieved.toFixed(0)} done, p50 ${step.p50} ms, p99 ${step.p99} ms, ${errors} errors${held ? "" : "  ← not held"}${step.failures ? ` (${step.failures})` : ""}`,
      );
      misses = held ? 0 : misses + 1;
      if (misses >= 2) break;
    }
    return { engine, label, steps, workload };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const results = [];
for (const engine of engines) results.push(await runEngine(engine));

console.log(
  `\nbench:load — mixed workload, ${connections} connections, ${stepSeconds}s per step, ${os.availableParallelism()} cores (load generator on the same machine)\n`,
);
for (const { engine, label, steps } of results) {
  console.log(`${label}\n`);
  console.log(
    "| offered req/s | done req/s | p50 ms | p99 ms | errors |\n|---:|---:|---:|---:|---:|",
  );
  for (const s of steps) {
    console.log(`| ${s.rate} | ${s.achieved.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.errors} |`);
  }
  const held = steps.filter(
    (s) => s.errors === 0 && s.p99 <= P99_LIMIT_MS && s.achieved >= s.rate * 0.95,
  );
  const best = held.at(-1);
  console.log(
    `\n${engine}: highest rate held with p99 ≤ ${P99_LIMIT_MS} ms and no error: ${best ? `${best.rate} req/s` : "none of the steps"}`,
  );
  const kinds = steps.at(-1)?.byKind ?? {};
  console.log(
    `request mix (last step): ${Object.entries(kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}\n`,
  );
}
