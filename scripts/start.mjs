#!/usr/bin/env node
// Runs the whole product: builds the API and the web app if needed, starts the compiled API
// (which migrates a new embedded DB and creates the demo accounts, then loads the rest of the
// demo data in the background) while the web app builds, starts the web server,
// requests each page once so a person's first clicks are warm, prints the URLs and demo logins,
// and stops both cleanly on Ctrl-C / SIGTERM. Each phase is logged with the time since start.
// `--dev` runs both from their sources with hot reload instead. `--web-build=always|never`
// overrides the web build's staleness check (bench:first-start), `--no-warm` skips the warm-up.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { apiNodeArgs, apiServer, ensureApiBuild } from "./lib/api-build.mjs";
import { pagesToWarm, warmPages } from "./lib/warm-up.mjs";
import {
  expectedWebBuildSeconds,
  finishWebBuild,
  formatDuration,
  nextBin,
  recordWebBuildSeconds,
  repoRoot as root,
  webBuildIsCurrent,
  webDir,
} from "./lib/web-build.mjs";

const dev = process.argv.includes("--dev");
const webBuildMode = /^--web-build=(always|never)$/.exec(
  process.argv.find((arg) => arg.startsWith("--web-build=")) ?? "",
)?.[1];
const warm = !process.argv.includes("--no-warm");
const env = {
  ...process.env,
  API_PORT: process.env.API_PORT || "4000",
  WEB_PORT: process.env.WEB_PORT || "3000",
  NEXT_TELEMETRY_DISABLED: "1",
};
env.API_URL ||= `http://localhost:${env.API_PORT}`;
env.WEB_URL ||= `http://localhost:${env.WEB_PORT}`;
env.DATA_DIR = path.resolve(root, env.DATA_DIR || ".data");

const started = Date.now();
const children = new Set();
let stopping = false;

// Decision 0014: with NODE_ENV=production the API loads demo data only when DEMO_SEED=1.
function demoAccountsText() {
  if (process.env.NODE_ENV === "production" && process.env.DEMO_SEED !== "1") {
    return "  Demo data: off (NODE_ENV=production; DEMO_SEED=1 would load it).\n";
  }
  return `  Demo accounts (password Encaja-Demo-2026):
    admin@demo.encaja.dev        superAdmin
    matcher@demo.encaja.dev      matchers
    interviewer@demo.encaja.dev  hardInterviewer
    customer@demo.encaja.dev     customer (Acme Latam)
    associate@demo.encaja.dev    customerAssociate
    developer@demo.encaja.dev    developer
`;
}

function log(message) {
  console.log(`[encaja] ${message}`);
}

const sinceStart = () => formatDuration(Date.now() - started);

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit", ...options });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping && !options.oneShot) {
      log(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping everything.`);
      stop(1);
    }
  });
  return child;
}

let webBuildStartedAt = null;

function webBuildNeeded() {
  if (webBuildMode === "always") return true;
  if (webBuildMode === "never") return !existsSync(path.join(webDir, ".next/BUILD_ID"));
  return !webBuildIsCurrent();
}

/** What is left of the web build, for a person waiting: "about 2 min more". */
function webBuildRemaining() {
  const left = webBuildStartedAt + expectedWebBuildSeconds() * 1000 - Date.now();
  return left > 30_000
    ? `about ${formatDuration(left)} more`
    : "longer than expected: other work on the machine slows it down";
}

/**
 * Builds the web app when needed. Next's own type check is skipped: `npm test` and CI type-check
 * every workspace with tsc, and a first start only runs code that has passed them.
 */
function buildWeb() {
  if (!webBuildNeeded()) return Promise.resolve();
  webBuildStartedAt = Date.now();
  log(
    `Building the web app (first start or its sources changed), about ${formatDuration(expectedWebBuildSeconds() * 1000)}; the API starts meanwhile.`,
  );
  const heartbeat = setInterval(
    () => log(`Still building the web app (${sinceStart()} since start, ${webBuildRemaining()})…`),
    60_000,
  );
  return new Promise((resolve, reject) => {
    const child = run("web build", [nextBin, "build"], {
      cwd: webDir,
      oneShot: true,
      env: { ...env, ENCAJA_WEB_TYPECHECKED: "1" },
    });
    child.on("exit", (code) => {
      clearInterval(heartbeat);
      if (code !== 0) return reject(new Error(`web build failed (${code})`));
      finishWebBuild();
      const ms = Date.now() - webBuildStartedAt;
      webBuildStartedAt = null;
      recordWebBuildSeconds(ms / 1000); // the next estimate
      log(`Web app built in ${formatDuration(ms)}.`);
      resolve();
    });
  });
}

/** Logs when the API answers, which on a first start is while the web app is still building. */
async function announceApi() {
  await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 900_000);
  const building =
    webBuildStartedAt === null ? "" : `; the web app is still building (${webBuildRemaining()})`;
  log(`API ready at ${env.API_URL} (${sinceStart()} since start)${building}.`);
  followDemoData();
}

/** The API's demo data as /health/ready reports it ({ state, loaded, steps }), or null. */
let demoData = null;
let apiStartedAt = null;

/**
 * On a first start the API answers once the demo accounts exist and loads the rest of the demo
 * data in the background (decision 0066): this follows it and says when it has loaded.
 */
async function followDemoData() {
  let loading = false;
  while (!stopping) {
    const body = await fetch(`http://127.0.0.1:${env.API_PORT}/health/ready`)
      .then((res) => res.json())
      .catch(() => null);
    demoData = body?.demoData ?? demoData;
    const state = demoData?.state;
    if (state === "loading") loading = true;
    if (state === "ready" && loading) {
      const seconds = Math.round((Date.now() - apiStartedAt) / 1000);
      log(`Demo data loaded in ${seconds} s (${sinceStart()} since start).`);
    }
    if (state === "failed") {
      log(
        "The demo data stopped loading (the API's log says why); the next start goes on with it.",
      );
    }
    if (state && state !== "loading" && state !== "unknown") return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

function demoDataText() {
  if (demoData?.state !== "loading") return "";
  return `  Demo data: loading in the background (${demoData.loaded} of ${demoData.steps} steps); the accounts work already, offers and candidates fill in meanwhile.\n`;
}

/** Requests every page once: the first pages before the banner, the rest right after it. */
async function warmWebPages() {
  const webUrl = `http://127.0.0.1:${env.WEB_PORT}`;
  let first;
  let rest;
  try {
    ({ first, rest } = pagesToWarm());
  } catch (error) {
    log(`Skipping the page warm-up (${error.message}).`);
    return null;
  }
  log(`Warming the first ${first.length} pages (each page's code loads on its first request)…`);
  const firstDone = await warmPages(webUrl, first);
  log(`Warmed them in ${formatDuration(firstDone.ms)}.`);
  // Wrapped: an async function returning the promise itself would wait for it.
  return {
    rest: warmPages(webUrl, rest, { concurrency: 1 }).then((restDone) =>
      log(`Warmed the other ${restDone.answered} pages in ${formatDuration(restDone.ms)}.`),
    ),
  };
}

/**
 * The page-weight budget check (ADR 0040): first-load JS of each public page of the build just
 * made against apps/web/page-budgets.json. The browser suite sets ENCAJA_PAGE_BUDGETS=1, so
 * `npm test` fails right after its one build when a page grows past its budget.
 */
function checkPageBudgets() {
  const result = spawnSync(
    process.execPath,
    [path.join(webDir, "scripts/bundle-size.mjs"), "--check"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("page weight over budget (see above)");
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
    process.exit(code);
  }, 12_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(force);
      process.exit(code);
    }
  }, 100);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

try {
  if (dev) {
    apiStartedAt = Date.now();
    run("API", [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "watch",
      "apps/api/src/server.ts",
    ]);
    run("web", [nextBin, "dev", "-p", env.WEB_PORT], { cwd: webDir });
  } else {
    // Seconds; then the API migrates/seeds while the web app builds.
    await ensureApiBuild();
    const newDatabase = !env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, "pgdata"));
    log(
      `Starting the API${newDatabase ? " (a new database: the demo accounts first, the rest of the demo data in the background)" : ""}…`,
    );
    apiStartedAt = Date.now();
    run("API", [...apiNodeArgs, apiServer]);
  }
  // A new database gets its demo accounts first: seconds, more on a slow or busy machine.
  const apiReady = announceApi();
  apiReady.catch(() => {}); // awaited below, after the web build
  if (!dev) {
    await buildWeb();
    if (process.env.ENCAJA_PAGE_BUDGETS === "1") checkPageBudgets();
    log("Starting the web app…");
    run("web", [nextBin, "start", "-p", env.WEB_PORT], { cwd: webDir });
  }
  await apiReady;
  await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 180_000);
  const warming = !dev && warm ? await warmWebPages() : null;
  console.log(`
  Encaja is running (${dev ? "development" : "production"} mode, ready in ${sinceStart()})
    Web:  ${env.WEB_URL}      (English: ${env.WEB_URL}/en)
    API:  ${env.API_URL}      (OpenAPI: ${env.API_URL}/docs)
    Data: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${env.DATA_DIR}`}

${demoAccountsText()}${demoDataText()}
  Press Ctrl-C to stop.
`);
  await warming?.rest;
} catch (error) {
  if (!stopping) {
    console.error(`[encaja] ${error.message}`);
    stop(1);
  }
}
