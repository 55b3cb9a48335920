#!/usr/bin/env node
// npm run verify:soak — bench:load's mixed workload at one steady rate for a long time, on
// PostgreSQL, against the compiled API (as production runs it), with signed-in WebSockets held
// open and chatting. Every minute it prints the API's heap and RSS (from its /metrics), that
// minute's p50/p99 and errors; at the end, the memory trend after the warm-up (least-squares
// slope), the spread of the per-minute p99 and the outbox backlog. Exits 1 on any error or a
// dropped socket.
//
//   SOAK_MINUTES=30        how long the load runs (after a one-minute warm-up)
//   SOAK_RATE=300          requests per second offered (bench:load holds ≥ 1,000 on this machine)
//   SOAK_SOCKETS=200       signed-in sockets, each subscribed to its own chat
//   SOAK_MESSAGES=2        chat messages per second sent over those sockets
//   SOAK_WARMUP_MINUTES=5  minutes left out of the memory trend (caches and pools fill up)
//   DATABASE_URL           PostgreSQL to use; else a throwaway cluster is started
import { randomUUID } from "node:crypto";
import pg from "pg";
import WebSocket from "ws";
import { benchDatabase, startApiInstance } from "../bench/lib/api-server.mjs";
import { importTs } from "../bench/lib/bench-db.mjs";
import { seedJobOffers } from "../bench/lib/job-offers.mjs";
import { buildMix, prepareWorkload } from "../bench/lib/load-mix.mjs";
import { createLoadClient, runOpenLoop } from "../bench/lib/open-loop.mjs";
import { linearSlope, metricSample } from "./soak-stats.mjs";

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const rate = Number(process.env.SOAK_RATE ?? 300);
const socketCount = Number(process.env.SOAK_SOCKETS ?? 200);
const messagesPerSecond = Number(process.env.SOAK_MESSAGES ?? 2);
const warmUpMinutes = Number(process.env.SOAK_WARMUP_MINUTES ?? 5);
const METRICS_TOKEN = "soak-metrics-token-0123456789abcdef";
const MB = 1024 * 1024;

const { createDb } = await importTs("packages/db/src/client/index.ts");
const { createDeveloperUser, chatIdOfDeveloperUser } = await importTs(
  "packages/db/src/queries/index.ts",
);
const { issueSession } = await importTs("apps/api/src/modules/auth/session-policy.ts");

/** Developers with their chats and live sessions, written straight to the database. */
async function seedSocketUsers(databaseUrl, count) {
  const handle = await createDb({ databaseUrl, poolSize: 4 });
  try {
    const tag = randomUUID().slice(0, 8);
    const users = [];
    for (let i = 0; i < count; i++) {
      const { user } = await createDeveloperUser(handle.db, {
        email: `soak-dev-${tag}-${i}@example.test`,
        passwordHash: null,
        googleSubject: null,
        emailVerified: true,
        firstName: "Soak",
        lastName: `Dev ${i}`,
      });
      const chatId = await chatIdOfDeveloperUser(handle.db, user.id);
      const token = await issueSession(
        handle.db,
        { userId: user.id, role: "developer" },
        "password",
      );
      users.push({ chatId, token });
    }
    return users;
  } finally {
    await handle.close();
  }
}

/** Signed-in sockets subscribed to their chats; counts error frames and unexpected closes. */
async function openSockets(base, users, counters) {
  const url = `${base.replace(/^http/, "ws")}/realtime`;
  const open = (user) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const timer = setTimeout(() => reject(new Error("socket setup timed out")), 30_000);
      ws.on("error", reject);
      ws.on("open", () => ws.send(JSON.stringify({ type: "auth", token: user.token })));
      ws.on("message", (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === "ready")
          ws.send(JSON.stringify({ type: "subscribe", chatId: user.chatId }));
        else if (frame.type === "subscribed") {
          clearTimeout(timer);
          resolve({ ws, user });
        } else if (frame.type === "message") counters.delivered += 1;
        else if (frame.type === "error") counters.errorFrames += 1;
      });
      ws.on("close", () => {
        if (!counters.closing) counters.dropped += 1;
      });
    });
  const sockets = [];
  for (let i = 0; i < users.length; i += 20) {
    sockets.push(...(await Promise.all(users.slice(i, i + 20).map(open))));
  }
  return sockets;
}

async function scrape(base) {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  return {
    heapMb: metricSample(text, "nodejs_heap_size_used_bytes") / MB,
    rssMb: metricSample(text, "process_resident_memory_bytes") / MB,
    sockets: metricSample(text, "encaja_websocket_connections"),
    outboxPending: metricSample(text, "encaja_outbox_pending_emails"),
    outboxFailed: metricSample(text, "encaja_outbox_failed_emails"),
  };
}

const cleanups = [];
const counters = { delivered: 0, errorFrames: 0, dropped: 0, closing: false, sent: 0 };
let exitCode = 0;
try {
  const { databaseUrl, engine } = await benchDatabase(cleanups);
  const { url: base } = await startApiInstance(cleanups, {
    databaseUrl,
    demoSeed: true,
    env: { METRICS_TOKEN },
    compiled: true,
    waitFor: "/health/ready",
  });
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  cleanups.push(() => sql.end());
  await seedJobOffers(sql, 2_000);
  const workload = await prepareWorkload(base, sql);
  await sql.query("vacuum analyze");
  const sockets = await openSockets(
    base,
    await seedSocketUsers(databaseUrl, socketCount),
    counters,
  );
  console.log(
    `[soak] ${engine}, compiled API, ${sockets.length} signed-in sockets, ${rate} req/s mixed load, ${messagesPerSecond} chat messages/s, ${minutes} min after a 1 min warm-up`,
  );

  const chatter = setInterval(() => {
    for (let i = 0; i < messagesPerSecond; i++) {
      const { ws, user } = sockets[counters.sent++ % sockets.length];
      if (ws.readyState !== WebSocket.OPEN) continue;
      ws.send(
        JSON.stringify({
          type: "send",
          chatId: user.chatId,
          clientId: randomUUID(),
          body: `soak ${counters.sent}`,
        }),
      );
    }
  }, 1000);
  cleanups.push(() => clearInterval(chatter));

  const client = createLoadClient({ bases: [base], connections: 64 });
  cleanups.push(() => client.close());
  await client.connect();
  const mix = buildMix(workload);
  const minute = () =>
    runOpenLoop({
      bases: [base],
      client,
      rate,
      seconds: 60,
      connections: 64,
      nextRequest: (context) => mix.next(context),
      onResponse: (status, context) => mix.onResponse(status, context),
    });
  await minute(); // warm-up, not reported

  const rows = [];
  console.log("| minute | done req/s | p50 ms | p99 ms | errors | heap MB | RSS MB | sockets |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (let m = 1; m <= minutes; m++) {
    const r = await minute();
    const metrics = await scrape(base);
    const errors = r.errors + r.timeouts + r.non2xx;
    rows.push({ m, ...r, errors, ...metrics });
    console.log(
      `| ${m} | ${r.achieved.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${errors} | ${metrics.heapMb.toFixed(1)} | ${metrics.rssMb.toFixed(1)} | ${metrics.sockets} |`,
    );
  }
  clearInterval(chatter);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the last messages arrive
  const end = await scrape(base);

  const trend = rows.filter((r) => r.m > warmUpMinutes);
  const perTenMinutes = (key) =>
    trend.length >= 2 ? 10 * linearSlope(trend.map((r) => [r.m, r[key]])) : Number.NaN;
  const p99s = rows.map((r) => r.p99).sort((a, b) => a - b);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  console.log(`\n[soak] ${minutes} min at ${rate} req/s on ${engine}:`);
  console.log(
    `  memory after minute ${warmUpMinutes}: heap ${perTenMinutes("heapMb").toFixed(2)} MB per 10 min, RSS ${perTenMinutes("rssMb").toFixed(2)} MB per 10 min (least-squares slope); heap ${Math.min(...trend.map((r) => r.heapMb)).toFixed(1)}–${Math.max(...trend.map((r) => r.heapMb)).toFixed(1)} MB, RSS ${Math.min(...trend.map((r) => r.rssMb)).toFixed(1)}–${Math.max(...trend.map((r) => r.rssMb)).toFixed(1)} MB`,
  );
  console.log(
    `  p99 per minute: median ${p99s[Math.floor(p99s.length / 2)].toFixed(1)} ms, min ${p99s[0].toFixed(1)}, max ${p99s.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `  errors: ${errors} HTTP, ${counters.errorFrames} socket error frames, ${counters.dropped} sockets dropped; ${counters.sent} chat messages sent, ${counters.delivered} message frames received`,
  );
  console.log(
    `  outbox at the end: ${end.outboxPending} pending, ${end.outboxFailed} failed (no SMTP_URL: emails stay in the outbox by design)`,
  );
  if (errors > 0 || counters.errorFrames > 0 || counters.dropped > 0) exitCode = 1;
} finally {
  counters.closing = true;
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(exitCode);
