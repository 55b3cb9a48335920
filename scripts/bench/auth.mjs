#!/usr/bin/env node
// npm run bench:auth — logins/s, GET /users/me req/s with p50/p99, and a bare Fastify route for
// the ratio. Uses DATABASE_URL, or a throwaway PostgreSQL it starts itself (PGLITE=1 for embedded).
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchDatabase, repoRoot as root, startApi } from "./lib/api-server.mjs";
import { freePort } from "./lib/postgres.mjs";
import { startNode, waitForHttp } from "./lib/processes.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 2 * os.availableParallelism();
const cleanups = [];

async function main() {
  const pglite = process.env.PGLITE === "1";
  const { databaseUrl, engine } = pglite
    ? { databaseUrl: "", engine: "PGlite (embedded)" }
    : await benchDatabase(cleanups);
  const api_ = await startApi(cleanups, { databaseUrl, demoSeed: true });
  const barePort = await freePort();
  const bare = startNode(
    [path.join(root, "scripts/bench/bare-server.mjs")],
    { PORT: String(barePort) },
    "bare",
  );
  cleanups.push(() => bare.stop());
  await waitForHttp(`http://127.0.0.1:${barePort}/bare`);

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
