#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs=3] [-- --pages=/,/jobs] — Lighthouse (12.x, mobile profile,
// simulated throttling) on the public pages of a production build: the web app is built first
// when missing or stale (like npm start), then served by `next start` on a free loopback port
// with the API on embedded PGlite with the demo data in a throwaway DATA_DIR. Prints the median
// of N runs per page: performance score, FCP, LCP, TBT, CLS and the JavaScript transferred
// (gzip, as served). Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium);
// nothing is downloaded.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { repoRoot as root, startApi } from "./lib/api-server.mjs";
import { freePort } from "./lib/postgres.mjs";
import { startNode, waitForHttp } from "./lib/processes.mjs";

const webDir = path.join(root, "apps/web");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const runs = Number(arg("runs") ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const cleanups = [];

function newestMtime(dir, skip = new Set()) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (skip.has(entry.name)) continue;
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
    // Not build inputs: the page-weight script and budgets (like scripts/start.mjs).
    newestMtime(webDir, new Set(["scripts", "page-budgets.json"])),
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
  };
}

async function main() {
  ensureBuild();
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  // Embedded PGlite (DATABASE_URL ""), the demo data, a throwaway DATA_DIR: like `npm start`.
  const apiUrl = await startApi(cleanups, {
    databaseUrl: "",
    demoSeed: true,
    env: { WEB_URL: webUrl },
  });
  const web = startNode(
    [nextBin, "start", webDir, "-p", String(webPort)],
    { API_URL: apiUrl, WEB_URL: webUrl, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    "web",
  );
  cleanups.push(() => web.stop());
  await waitForHttp(`${webUrl}/jobs`, 180_000);

  const { items } = await (await fetch(`${apiUrl}/jobs?limit=1`)).json();
  if (!items?.length) throw new Error("no open public jobs in the demo data");
  const pages = (arg("pages") ?? "/,/developers,/jobs,/jobs/{id},/en/login")
    .split(",")
    .map((p) => p.replace("{id}", items[0].id));
  // Warm the server (first render compiles nothing in production, but fills caches).
  for (const p of pages) await (await fetch(`${webUrl}${p}`)).text();

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-background-networking"],
  });
  cleanups.push(() => chrome.kill());

  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(
        `${webUrl}${page}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        undefined,
      );
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      results.push(figures(lhr));
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
    });
    console.error(`[bench] ${page}: done (${runs} runs)`);
  }

  const [load1] = os.loadavg();
  console.log(
    `\nbench:lighthouse — Lighthouse 12 mobile profile (simulated throttling), median of ${runs} runs, ${os.availableParallelism()} cores, load average ${load1.toFixed(2)}\n`,
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
