#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs=3] [-- --pages=/,/jobs] — Lighthouse (12.x, mobile profile,
// simulated throttling) on the public pages of a production build: the web app is built first
// when missing or stale (like npm start), then served by `next start` on a free loopback port
// with the API on embedded PGlite with the demo data in a throwaway DATA_DIR. Prints the median
// of N runs per page: performance score, FCP, LCP, TBT, CLS and the JavaScript transferred
// (gzip, as served). Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium);
// nothing is downloaded. --save=dir keeps the reports; --no-paint-holding measures with
// Chrome's PaintHolding off (see the launch flags).
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { median } from "./lib/stats.mjs";
import { startWebStack } from "./lib/web-server.mjs";

const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const runs = Number(arg("runs") ?? 3);
// --save=dir writes each run's full Lighthouse report (JSON) there, to see the LCP element,
// the long tasks and the scripts behind a figure.
const saveDir = arg("save");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// --cpu-slowdown=N replaces the mobile profile's 4× CPU multiplier, e.g. 8 to see the margin a
// machine half as fast would leave (simulated throttling scales the CPU time observed here).
const cpuSlowdown = arg("cpu-slowdown") === undefined ? undefined : Number(arg("cpu-slowdown"));
const cleanups = [];

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    // Lighthouse's measure of this machine's CPU: simulated throttling scales observed CPU
    // time, so figures are comparable only between runs with a similar index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    browser: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? "?",
  };
}

async function main() {
  // Embedded PGlite (DATABASE_URL ""), the demo data, a throwaway DATA_DIR: like `npm start`.
  const { apiUrl, webUrl } = await startWebStack(cleanups, { databaseUrl: "" });

  const { items } = await (await fetch(`${apiUrl}/jobs?limit=1`)).json();
  if (!items?.length) throw new Error("no open public jobs in the demo data");
  const pages = (arg("pages") ?? "/,/developers,/jobs,/jobs/{id},/en/login")
    .split(",")
    .map((p) => p.replace("{id}", items[0].id));
  // Warm the server (first render compiles nothing in production, but fills caches).
  for (const p of pages) await (await fetch(`${webUrl}${p}`)).text();

  const chrome = await chromeLauncher.launch({
    chromePath,
    // --no-paint-holding launches Chrome as Puppeteer and Playwright do. With PaintHolding on
    // (the default, and how the reference figures were taken), this headless VM often shows
    // the first frame 1-2 s after the page could paint (main thread idle, the compositor
    // waiting for a BeginFrame, GoogleChrome/lighthouse#17148): LCP is inflated, and the
    // hydration tasks before that late FCP drop out of TBT. Without it, LCP is real and all of
    // hydration counts in TBT.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-background-networking",
      ...(process.argv.includes("--no-paint-holding") ? ["--disable-features=PaintHolding"] : []),
    ],
  });
  cleanups.push(() => chrome.kill());

  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(
        `${webUrl}${page}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          ...(cpuSlowdown
            ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
            : {}),
        },
        undefined,
      );
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      results.push(figures(lhr));
      if (saveDir) {
        await mkdir(saveDir, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, "_") || "root"}-${i + 1}.json`;
        await writeFile(path.join(saveDir, name), JSON.stringify(lhr));
      }
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      page,
      score: m("score"),
      fcp: m("fcp"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      jsKb: m("jsKb"),
      benchmarkIndex: m("benchmarkIndex"),
      browser: results[0]?.browser,
    });
    console.error(`[bench] ${page}: done (${runs} runs)`);
  }

  const [load1] = os.loadavg();
  const index = median(rows.map((r) => r.benchmarkIndex));
  console.log(
    `\nbench:lighthouse — Lighthouse 12 mobile profile (simulated throttling), median of ${runs} runs, ${os.availableParallelism()} cores, load average ${load1.toFixed(2)}, Chromium ${rows[0]?.browser}, benchmark index ${index.toFixed(0)}, CPU slowdown ${cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier}×\n`,
  );
  console.log(
    "| page | performance | FCP ms | LCP ms | TBT ms | CLS | JS transferred (gzip) KB |\n|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const r of rows) {
    const shown = r.page.replace(/\/jobs\/[0-9a-f-]{36}/, "/jobs/{id}");
    console.log(
      `| ${shown} | ${r.score} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} |`,
    );
  }
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
