#!/usr/bin/env node
// npm run bench:auth — logins/s, GET /users/me req/s with p50/p99, and a bare Fastify route for
// the ratio. Uses DATABASE_URL, or a throwaway PostgreSQL it starts itself (PGLITE=1 for embedded).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort, startThrowawayPostgres } from "./lib/postgres.mjs";
import { startNode, waitForHttp } from "./lib/processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 2 * os.availableParallelism();
const cleanups = [];

async function main() {
  let databaseUrl = process.env.DATABASE_URL;
  let engine = "PostgreSQL (DATABASE_URL)";
  if (!databaseUrl && process.env.PGLITE !== "1") {
    const pg = await startThrowawayPostgres();
    cleanups.push(() => pg.stop());
    databaseUrl = pg.url;
    engine = "PostgreSQL (throwaway cluster)";
  }
  if (process.env.PGLITE === "1") engine = "PGlite (embedded)";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const apiPort = await freePort();
  const barePort = await freePort();
  const api = startNode(
    ["--import", "tsx", path.join(root, "apps/api/src/server.ts")],
    {
      API_PORT: String(apiPort),
      API_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.PGLITE === "1" ? "" : databaseUrl,
      DEMO_SEED: "1",
      LOG_LEVEL: "warn",
    },
    "API",
  );
  cleanups.push(() => api.stop());
  const bare = startNode(
    [path.join(root, "scripts/bench/bare-server.mjs")],
    { PORT: String(barePort) },
    "bare",
  );
  cleanups.push(() => bare.stop());
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${apiPort}/health`),
    waitForHttp(`http://127.0.0.1:${barePort}/bare`),
  ]);

  const api_ = `http://127.0.0.1:${apiPort}`;
  const credentials = JSON.stringify({
    email: "developer@demo.encaja.dev",
    password: "Encaja-Demo-2026",
  });
  const loginRes = await fetch(`${api_}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
  });
  const { access_token: token } = await loginRes.json();
  if (!token) throw new Error(`login failed: ${loginRes.status}`);

  const run = (title, opts) =>
    autocannon({ duration, pipelining: 1, connections, ...opts }).then((r) => {
      if (r.non2xx || r.errors)
        console.warn(`[bench] ${title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
    });

  // POST /auth/login allows 60 requests per client a minute (docs/decisions/0015): each
  // request names its own client through X-Forwarded-For (loopback is a trusted proxy), so
  // the bench measures the sign-in itself rather than the 429 answer.
  let client = 0;
  const nextClient = () => {
    client += 1;
    return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  };
  const loginOpts = {
    url: `${api_}/auth/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": nextClient() },
        }),
      },
    ],
  };
  const results = [];
  results.push(await run("bare Fastify route", { url: `http://127.0.0.1:${barePort}/bare` }));
  results.push(
    await run("GET /users/me", {
      url: `${api_}/users/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  results.push(await run(`POST /auth/login (${connections} connections)`, loginOpts));
  results.push(await run("POST /auth/login (1 client)", { ...loginOpts, connections: 1 }));

  console.log(
    `\nbench:auth — ${engine}, ${os.availableParallelism()} cores, ${connections} connections, ${duration}s per run\n`,
  );
  console.log("| run | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|");
  for (const r of results)
    console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  const ratio = results[1].rps / results[0].rps;
  console.log(
    `\nGET /users/me = ${(ratio * 100).toFixed(0)}% of the bare route (target ≥ 50%); p99 ${results[1].p99} ms (target ≤ 20 ms)`,
  );
  console.log(`login p99 single client: ${results[3].p99} ms (target ≤ 100 ms)`);
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
