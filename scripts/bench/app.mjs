#!/usr/bin/env node
// npm run bench:app — the signed-in pages people work in all day, in the system Chromium at 4×
// CPU slowdown (a mid-range laptop on the 2-core development machine). On PostgreSQL
// (DATABASE_URL, or a throwaway cluster) with the demo data, a developer pool of BENCH_POOL
// developers (1,000,000 by default, as bench:talent seeds it) and an offer whose pipeline holds
// BENCH_CANDIDATES (300) candidates. Signs in as each role through the API and prints per page,
// median of BENCH_RUNS (3) warm visits (server render warm, scripts cached): time to data on
// screen, total blocking time, the JavaScript the page loads (compressed) and the zod schemas it
// built by the time its data was on screen; then the board's
// interactions (open, "Move to…" menu, drag and drop) and typing in talent search (INP, results
// shown for the final text).
//   --pages=pipeline,talent   only those rows   --no-throttle   measure without the slowdown
import { chromium } from "@playwright/test";
import pg from "pg";
import { benchDatabase, startApi } from "./lib/api-server.mjs";
import { existingBenchOffersIn, seedAppBenchData } from "./lib/app-data.mjs";
import { benchPages, boardInteractions, talentTyping } from "./lib/app-pages.mjs";
import { signedInPage, signIn, visit } from "./lib/app-session.mjs";
import { waitForHttp } from "./lib/processes.mjs";
import { median } from "./lib/stats.mjs";
import { startWebStack } from "./lib/web-server.mjs";

const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const poolSize = Number(process.env.BENCH_POOL ?? 1_000_000);
const candidates = Number(process.env.BENCH_CANDIDATES ?? 300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttle = process.argv.includes("--no-throttle") ? 1 : 4;
const only = arg("pages")?.split(",");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const cleanups = [];
const log = (m) => console.log(`[bench] ${m}`);

async function prepareDatabase() {
  const { databaseUrl, engine } = await benchDatabase(cleanups);
  // A previous run's data is reused: seeding a large pool takes minutes.
  const reused = await existingBenchOffersIn(databaseUrl);
  if (reused) {
    log(`${engine}: reusing the bench data already in DATABASE_URL`);
    return { databaseUrl, ...reused };
  }
  log(`${engine}: migrations and demo data…`);
  const seeding = [];
  await startApi(seeding, { databaseUrl, demoSeed: true });
  for (const stop of seeding.reverse()) await stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async (text) => (await client.query(text)).rows;
  const started = Date.now();
  const offers = await seedAppBenchData(query, { poolSize, candidates }, (m) =>
    log(`pool ${poolSize}: ${m}`),
  );
  log(`bench data seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await client.end();
  return { databaseUrl, ...offers };
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const { databaseUrl, boardOfferId, demoOfferId } = await prepareDatabase();
  const { apiUrl, webUrl } = await startWebStack(cleanups, { databaseUrl });
  // Measured as users meet an instance in service: a new one takes traffic once /health/ready
  // answers 200, and until its ranking index has loaded, talent search counts facets in SQL
  // (seconds at 1M).
  const waitStarted = Date.now();
  await waitForHttp(`${apiUrl}/health/ready`, 600_000);
  log(`API ready (ranking index loaded) ${(Date.now() - waitStarted) / 1000} s after it answered`);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
  });
  cleanups.push(() => browser.close());
  const pages = await benchPages({ apiUrl, signIn, boardOfferId, demoOfferId });
  console.log(
    `\nbench:app — ${throttle}× CPU slowdown, median of ${runs} warm visits, pool ${poolSize.toLocaleString("en")}, board ${candidates} candidates\n`,
  );
  console.log(
    "| page | data on screen | TBT | JS (compressed) | zod schemas built (data on screen / quiet) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const spec of pages) {
    if (only && !only.includes(spec.key)) continue;
    const { page, context } = await signedInPage(browser, {
      webUrl,
      apiUrl,
      account: spec.account,
      throttle,
    });
    await visit(page, spec);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await visit(page, spec));
    const pick = (k) => median(results.map((r) => r[k]));
    console.log(
      `| ${spec.label} | ${fmt(pick("shown"))} | ${Math.round(pick("tbt"))} ms | ${Math.round(pick("jsKb"))} kB | ${pick("schemas").toLocaleString("en")} / ${pick("schemasEnd").toLocaleString("en")} |`,
    );
    if (spec.key === "board" && (!only || only.includes("board"))) {
      const board = await boardInteractions(page, runs);
      for (const [name, ms] of board)
        console.log(`|   ${name} | | ${Math.round(ms)} ms (INP) | | |`);
    }
    if (spec.key === "talent") {
      const typing = await talentTyping(page, spec);
      for (const [name, value] of typing) console.log(`|   ${name} | | ${value} | | |`);
    }
    await context.close();
  }
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
