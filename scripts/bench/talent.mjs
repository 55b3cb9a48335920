#!/usr/bin/env node
// npm run bench:talent — p50/p95 of GET /talent's service (faceted search with counts: the
// page plus every facet over all matches) on a pool of 100,000 developers.
//   --sizes=100000   --engines=postgres,pglite   --runs=5   (or BENCH_SIZES, …)
//   --index=memory,sql   memory: facet counts from the in-memory index, as the API does
//                        (ADR 0044; with text, ADR 0046); sql: counted in SQL alone.
import os from "node:os";
import { importTs, openBenchDb, summarise } from "./lib/bench-db.mjs";
import { runMatrix } from "./lib/matrix.mjs";
import { eachIndexMode, poolBenchArgs, timeRuns } from "./lib/pool-bench.mjs";
import { seedBenchPool } from "./lib/talent-pool.mjs";

const { findTalent } = await importTs("apps/api/src/modules/talent/talent.service.ts");
const { createFacetsCache } = await importTs("apps/api/src/modules/offers/facets-cache.ts");
const { TalentQuery } = await importTs("packages/contracts/src/index.ts");
const { sizes, engines, runs, modes } = poolBenchArgs("100000");
const staff = { userId: "00000000-0000-4000-8000-000000000001", role: "matchers" };

async function scenarios(db) {
  const ids = Object.fromEntries(
    (
      await db.query(
        "select code, id from skills where code in ('react','nodejs','python','java','aws','typescript')",
      )
    ).map((r) => [r.code, r.id]),
  );
  return [
    ["no filters (first page + facets)", {}],
    ["text", { q: "react" }],
    ["text (es)", { q: "productos fintech" }],
    ["skill ≥ level", { skills: `${ids.react}:medium_use` }],
    [
      "two skills + seniority",
      { skills: `${ids.nodejs}:low_use,${ids.typescript}`, seniority: "semi_senior,senior" },
    ],
    [
      "English + country + status",
      {
        englishGroup: "fluent",
        country: "AR,MX",
        searchStatus: "actively_searching,open_to_opportunities",
      },
    ],
    [
      "salary + availability + modality",
      {
        salaryMax: "3000",
        availableBy: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
        modality: "remote",
      },
    ],
    ["text + skill + facets", { q: "python", skills: ids.python, englishGroup: "basic,fluent" }],
  ].map(([title, q]) => [title, TalentQuery.parse({ limit: "20", ...q })]);
}

async function benchOne(engine, serverUrl, size) {
  const db = await openBenchDb(engine, serverUrl, `t${size}`);
  try {
    await seedBenchPool(db.query, engine, size);
    return await eachIndexMode(modes, db.db, `${engine} ${size}`, async ({ mode, index }) => {
      const rows = [];
      const all = [];
      // As the API runs it: facet counts cached per filter set (30 s), the page always fresh.
      const cache = createFacetsCache(30);
      for (const [title, query] of await scenarios(db)) {
        const {
          first,
          firstMs: cold,
          times,
        } = await timeRuns(runs, () => findTalent(db.db, staff, query, cache, undefined, index));
        all.push(...times);
        rows.push({ title, total: first.facets.total, cold, ...summarise(times) });
      }
      return { engine, size, mode, rows, overall: summarise(all) };
    });
  } finally {
    await db.close();
  }
}

const results = await runMatrix({ engines, sizes, benchOne });

console.log(
  `\nbench:talent — GET /talent (page + facets), ${runs} runs per query, ${os.availableParallelism()} cores\n`,
);
console.log(
  "| engine | developers | facets | query | matches | cold ms (facets computed) | warm p50 ms | warm p95 ms |\n|---|---:|---|---|---:|---:|---:|---:|",
);
for (const r of results) {
  if (r.error) {
    console.log(`| ${r.engine} | ${r.size} | | failed: ${r.error} | | | | |`);
    continue;
  }
  for (const q of r.rows) {
    console.log(
      `| ${r.engine} | ${r.size} | ${r.mode} | ${q.title} | ${q.total} | ${q.cold.toFixed(1)} | ${q.p50.toFixed(1)} | ${q.p95.toFixed(1)} |`,
    );
  }
  console.log(
    `| ${r.engine} | ${r.size} | ${r.mode} | **all queries (warm)** | | | ${r.overall.p50.toFixed(1)} | ${r.overall.p95.toFixed(1)} (target ≤ 50 on PostgreSQL) |`,
  );
}
