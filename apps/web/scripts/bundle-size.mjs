#!/usr/bin/env node
// Prints the first-load JS (gzip) of the public and main signed-in pages after `next build`, and with --check fails
// when one is over its budget in page-budgets.json (ADR 0040). `npm test` runs the
// check right after the browser suite's build (scripts/start.mjs with ENCAJA_PAGE_BUDGETS=1).
//
//   node apps/web/scripts/bundle-size.mjs [--check] [--budgets=file.json]
//
// Read from the build alone (no server): a page's first-load JS is the gzipped size of the
// router's root chunks (build-manifest.json rootMainFiles) plus the client chunks its route
// entries need (the route's client reference manifest: root layout, error/not-found boundaries
// and the page), i.e. every chunk the server puts in the page's <script> tags. The HTML-based
// helpers in page-weight.mjs measure a served page the same way (chunksOf).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describeFailure, gzipSizeOf, overBudget } from "./page-weight.mjs";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const nextDir = join(webDir, ".next");
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const check = process.argv.includes("--check");
const budgetsFile = arg("budgets") ?? join(webDir, "page-budgets.json");

/**
 * Page → its app-router route (Spanish is the default locale, /en the other): the public pages,
 * then the signed-in pages people work in all day (bench:app measures them in the browser).
 */
const routes = {
  "/": "/[locale]/(site)/page",
  "/developers": "/[locale]/(site)/developers/page",
  "/jobs": "/[locale]/(site)/jobs/page",
  "/jobs/{id}": "/[locale]/(site)/jobs/[id]/page",
  "/login": "/[locale]/(site)/login/page",
  "/customers/login": "/[locale]/(site)/customers/login/page",
  "/matchers/offer/{id}": "/[locale]/(app)/matchers/offer/[id]/page",
  "/dev-search": "/[locale]/(app)/dev-search/page",
  "/customers/dashboard/offers/{offer}": "/[locale]/(app)/customers/dashboard/offers/[offer]/page",
  "/dashboard": "/[locale]/(app)/dashboard/page",
  "/interviewers": "/[locale]/(app)/interviewers/page",
};

/** Entries that are not part of a normal page load (the 404 document has its own <html>). */
const notFirstLoad = (entry) => entry.endsWith("/global-not-found");

function routeChunks(route) {
  const file = join(nextDir, "server/app", `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`No client reference manifest for ${route} (${file})`);
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.__RSC_MANIFEST[route];
  const chunks = new Set();
  for (const [entry, files] of Object.entries(manifest.entryJSFiles)) {
    if (notFirstLoad(entry)) continue;
    for (const f of files) chunks.add(f);
  }
  return chunks;
}

if (!existsSync(join(nextDir, "BUILD_ID"))) {
  console.error(`No build found at ${nextDir}. Run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}

const buildManifest = JSON.parse(readFileSync(join(nextDir, "build-manifest.json"), "utf8"));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const budgets = JSON.parse(readFileSync(budgetsFile, "utf8"));
const measured = {};
for (const [page, route] of Object.entries(routes)) {
  const chunks = new Set([...buildManifest.rootMainFiles, ...routeChunks(route)]);
  const bytes = [...chunks].reduce((sum, f) => sum + gzipSizeOf(nextDir, `/_next/${f}`), 0);
  measured[page] = bytes;
  const budget = typeof budgets[page] === "number" ? `budget ${budgets[page]} kB` : "no budget";
  console.log(
    `${page.padEnd(Math.max(...Object.keys(routes).map((p) => p.length)))} first-load JS ${kb(bytes).padStart(9)} gzip (${chunks.size} chunks, ${budget})`,
  );
}

if (check) {
  const failures = overBudget(measured, budgets);
  if (failures.length) {
    console.error(`\nPage weight over budget (${budgetsFile}):`);
    for (const failure of failures) console.error(`  ${describeFailure(failure)}`);
    console.error("Make the page lighter, or raise its budget in the same commit with a reason.");
    process.exit(1);
  }
  console.log("Page weight: every measured page is within its budget.");
}
