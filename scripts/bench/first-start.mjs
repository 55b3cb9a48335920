#!/usr/bin/env node
// npm run bench:first-start [-- --build] [-- --no-warm] — what a newcomer waits for on a first
// `npm start`: it runs scripts/start.mjs on a new DATA_DIR (migrations and demo data) on free
// loopback ports and prints the time from spawn to the API answering /health, to the web app
// answering /, and to the "Encaja is running" banner; then the first and the warm (median of
// BENCH_WARM_RUNS, 5) times of the pages and API calls a newcomer's first clicks make (while
// the demo data goes on loading in the background), and when the demo data had all loaded.
// On a built tree by default (the existing web build is used as it is, even when its sources
// changed since); `--build` rebuilds the web app first, as a first start on a clean clone does,
// and times the build. `--no-warm` skips start.mjs's page warm-up, to see cold first requests.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, webDir } from "../lib/web-build.mjs";
import { freePort } from "./lib/postgres.mjs";

const build = process.argv.includes("--build");
const warm = !process.argv.includes("--no-warm");
const warmRuns = Number(process.env.BENCH_WARM_RUNS ?? 5);
const DEMO_PASSWORD = "Encaja-Demo-2026";

if (!build && !existsSync(path.join(webDir, ".next/BUILD_ID"))) {
  console.error("No web build in apps/web/.next: run `npm run bench:first-start -- --build`.");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-first-start-"));
const [apiPort, webPort] = [await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;
const { DATABASE_URL: _, DEMO_SEED: __, NODE_ENV: ___, ...baseEnv } = process.env;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const spawned = performance.now();
const product = spawn(
  process.execPath,
  [
    path.join(repoRoot, "scripts/start.mjs"),
    `--web-build=${build ? "always" : "never"}`,
    ...(warm ? [] : ["--no-warm"]),
  ],
  {
    cwd: repoRoot,
    env: { ...baseEnv, DATA_DIR: dataDir, API_PORT: String(apiPort), WEB_PORT: String(webPort) },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
const marks = {};
let output = "";
/** start.mjs's own phase lines, timed as they arrive. */
const phases = [
  ["webBuildStarted", /Building the web app/],
  ["webBuilt", /Web app built/],
  ["ready", /Encaja is running/],
  ["demoLoaded", /\[encaja\] Demo data loaded in/],
];
const onOutput = (chunk) => {
  output = (output + chunk).slice(-20_000);
  for (const line of String(chunk).split("\n")) {
    if (line.startsWith("[encaja]"))
      console.log(`  ${seconds(performance.now() - spawned)}  ${line}`);
  }
  for (const [name, pattern] of phases) {
    if (!marks[name] && pattern.test(output)) marks[name] = performance.now() - spawned;
  }
};
product.stdout.on("data", onOutput);
product.stderr.on("data", onOutput);

async function until(check, name, timeoutMs = 900_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (product.exitCode !== null)
      throw new Error(`start.mjs exited (${product.exitCode}):\n${output}`);
    if (await check()) return performance.now() - spawned;
    await sleep(100);
  }
  throw new Error(`${name} did not happen within ${timeoutMs / 1000} s:\n${output}`);
}
const answers = (url) => () =>
  fetch(url)
    .then((res) => res.ok)
    .catch(() => false);

/** One timed request; returns [ms, body]. */
async function timed(url, init) {
  const t = performance.now();
  const res = await fetch(url, { redirect: "manual", ...init });
  const body = await res.text();
  if (res.status >= 500) throw new Error(`${init?.method ?? "GET"} ${url} answered ${res.status}`);
  return [performance.now() - t, body];
}

const post = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

/** A newcomer's first clicks, in order: [label, url, request options from the matcher's token]. */
const firstClicks = [
  ["page /login", `${webUrl}/login`],
  ["page /en/login", `${webUrl}/en/login`],
  [
    "API POST /auth/login (matcher)",
    `${apiUrl}/auth/login`,
    () => post({ email: "matcher@demo.encaja.dev", password: DEMO_PASSWORD }),
  ],
  ["page /matchers (matcher home)", `${webUrl}/matchers`],
  ["API GET /users/me", `${apiUrl}/users/me`, bearer],
  ["API GET /offers", `${apiUrl}/offers`, bearer],
  ["page /matchers/edit-offer/:id", `${webUrl}/matchers/edit-offer/1`],
  ["page /dashboard (developer home)", `${webUrl}/dashboard`],
  ["page /customers/dashboard", `${webUrl}/customers/dashboard`],
  ["page /verify-email/:token", `${webUrl}/verify-email/not-a-real-token`],
  [
    "API POST /auth/email/verify",
    `${apiUrl}/auth/email/verify`,
    () => post({ token: "x".repeat(43) }),
  ],
  ["page /en/admin/users", `${webUrl}/en/admin/users`],
];

async function main() {
  const apiReady = await until(answers(`${apiUrl}/health`), "API /health");
  const webReady = await until(answers(`${webUrl}/`), "web /");
  const ready = await until(async () => marks.ready !== undefined, "the ready banner");
  let token = "";
  const rows = [];
  for (const [label, url, init] of firstClicks) {
    const [first, body] = await timed(url, init?.(token));
    if (url.endsWith("/auth/login")) token = JSON.parse(body).access_token;
    const warmTimes = [];
    for (let i = 0; i < warmRuns; i++) warmTimes.push((await timed(url, init?.(token)))[0]);
    warmTimes.sort((a, b) => a - b);
    rows.push([label, first, warmTimes[Math.floor(warmTimes.length / 2)]]);
  }
  await until(async () => marks.demoLoaded !== undefined, "the demo data");

  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\nFirst start on a new DATA_DIR (${os.availableParallelism()} cores, load ${load}, Node ${process.versions.node}${build ? ", web build included" : ", web already built"}${warm ? "" : ", no warm-up"})`,
  );
  if (marks.webBuilt) {
    const buildMs = marks.webBuilt - marks.webBuildStarted;
    console.log(
      `  web app built        ${seconds(marks.webBuilt)} (the build: ${seconds(buildMs)})`,
    );
  }
  console.log(`  API /health 200      ${seconds(apiReady)}`);
  console.log(`  web / 200            ${seconds(webReady)}`);
  console.log(`  "Encaja is running"  ${seconds(ready)}`);
  console.log(`  demo data loaded     ${seconds(marks.demoLoaded)}`);
  console.log(
    `\n${"request".padEnd(36)}${"first".padStart(10)}${`warm (median of ${warmRuns})`.padStart(22)}`,
  );
  for (const [label, first, median] of rows) {
    console.log(
      `${label.padEnd(36)}${`${first.toFixed(0)} ms`.padStart(10)}${`${median.toFixed(0)} ms`.padStart(22)}`,
    );
  }
}

try {
  await main();
} finally {
  if (product.exitCode === null) {
    const exited = new Promise((resolve) => product.once("exit", resolve));
    product.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
