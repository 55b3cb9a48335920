#!/usr/bin/env node
// npm run bench:matching — p50/p95 of ranking the top 50 developers for 20 varied offers
// (GET /offers/{id}/matches' service: spec, SQL ranking, explanations), on pools of 100,000
// and 1,000,000 developers, on PostgreSQL and PGlite.
//   --sizes=100000,1000000   --engines=postgres,pglite   --runs=5   (or BENCH_SIZES, …)
// Each offer: one call after a warm-up pass over all offers, then `runs` timed calls.
//   --index=memory,sql   memory: through the in-memory ranking index as the API does (ADR 0044),
//                        loaded first (its load time and size are printed); sql: SQL alone.
// PostgreSQL: DATABASE_URL's server, or a throwaway cluster started here.
import os from "node:os";
import { importTs, openBenchDb, summarise } from "./lib/bench-db.mjs";
import { benchOffers, seedBenchOffers } from "./lib/bench-offers.mjs";
import { runMatrix } from "./lib/matrix.mjs";
import { eachIndexMode, poolBenchArgs, timeRuns } from "./lib/pool-bench.mjs";
import { seedBenchPool } from "./lib/talent-pool.mjs";

const { getMatches } = await importTs("apps/api/src/modules/matching/matching.service.ts");
const { sizes, engines, runs, modes } = poolBenchArgs("100000,1000000");
const targets = { 100000: 50, 1000000: 500 };

async function benchOne(engine, serverUrl, size) {
  const db = await openBenchDb(engine, serverUrl, `m${size}`);
  try {
    const offerIds = await seedBenchPool(db.query, engine, size, () => seedBenchOffers(db.query));
    return await eachIndexMode(modes, db.db, `${engine} ${size}`, async ({ mode, index, load }) => {
      const query = { limit: 50, includeExcluded: false };
      // One untimed pass over every offer first: a running API has compiled its code and
      // prepared its statements; the first calls after a start measure the JIT, not the ranking.
      for (const id of offerIds) await getMatches(db.db, id, query, "es", index);
      const times = [];
      const perOffer = [];
      for (const [i, id] of offerIds.entries()) {
        const { first, times: mine } = await timeRuns(runs, () =>
          getMatches(db.db, id, query, "es", index),
        );
        times.push(...mine);
        perOffer.push({
          offer: `${benchOffers[i][0]}/${benchOffers[i][1] ?? "-"}`,
          ms: summarise(mine).p50,
          top: first.items[0]?.score ?? null,
        });
      }
      if (index && index.stats().mismatches > 0) throw new Error("index pages differed from SQL");
      const slowest = perOffer.sort((a, b) => b.ms - a.ms).slice(0, 3);
      return { engine, size, mode, load, ...summarise(times), slowest };
    });
  } finally {
    await db.close();
  }
}

const results = await runMatrix({ engines, sizes, benchOne });

console.log(
  `\nbench:matching — top 50 of 20 offers × ${runs} runs, ${os.availableParallelism()} cores\n`,
);
console.log(
  "| engine | developers | ranking | runs | p50 ms | p95 ms | max ms | target p95 | slowest offers (p50) |\n|---|---:|---|---:|---:|---:|---:|---:|---|",
);
for (const r of results) {
  if (r.error) {
    console.log(`| ${r.engine} | ${r.size} | — | — | — | — | — | — | failed: ${r.error} |`);
    continue;
  }
  const target = r.engine === "postgres" ? `${targets[r.size] ?? "—"}` : "—";
  const slow = r.slowest.map((s) => `${s.offer} ${s.ms.toFixed(0)}`).join(", ");
  console.log(
    `| ${r.engine} | ${r.size} | ${r.mode} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${target} | ${slow} |`,
  );
}
for (const r of results) if (r.load) console.log(`\nindex (${r.engine}, ${r.size}): ${r.load}`);
