#!/usr/bin/env node
// Runs the whole product: builds the API and the web app if needed, starts the compiled API
// (which migrates and seeds a new embedded DB) and the web server, prints the URLs and demo
// logins, and stops both cleanly on Ctrl-C / SIGTERM. `--dev` runs both from their sources with
// hot reload instead.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { apiNodeArgs, apiServer, ensureApiBuild } from "./lib/api-build.mjs";
import { nextBin, repoRoot as root, webBuildIsCurrent, webDir } from "./lib/web-build.mjs";

const dev = process.argv.includes("--dev");
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

function buildWeb() {
  if (webBuildIsCurrent()) return Promise.resolve();
  log("Building the web app (first start or sources changed)…");
  return new Promise((resolve, reject) => {
    const child = run("web build", [nextBin, "build"], { cwd: webDir, oneShot: true });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (${code})`)),
    );
  });
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
    run("API", [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "watch",
      "apps/api/src/server.ts",
    ]);
    run("web", [nextBin, "dev", "-p", env.WEB_PORT], { cwd: webDir });
  } else {
    // Seconds; then the API migrates/seeds while the web app builds.
    await ensureApiBuild();
    run("API", [...apiNodeArgs, apiServer]);
    await buildWeb();
    if (process.env.ENCAJA_PAGE_BUDGETS === "1") checkPageBudgets();
    run("web", [nextBin, "start", "-p", env.WEB_PORT], { cwd: webDir });
  }
  // A new database is migrated and seeded first: minutes on a slow or busy machine.
  await waitFor(`http://127.0.0.1:${env.API_PORT}/health`, 300_000);
  await waitFor(`http://127.0.0.1:${env.WEB_PORT}/`, 180_000);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Encaja is running (${dev ? "development" : "production"} mode, ready in ${seconds}s)
    Web:  ${env.WEB_URL}      (English: ${env.WEB_URL}/en)
    API:  ${env.API_URL}      (OpenAPI: ${env.API_URL}/docs)
    Data: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${env.DATA_DIR}`}

${demoAccountsText()}
  Press Ctrl-C to stop.
`);
} catch (error) {
  if (!stopping) {
    console.error(`[encaja] ${error.message}`);
    stop(1);
  }
}
