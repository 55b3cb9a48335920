#!/usr/bin/env node
// npm run bench:chat — chat message delivery latency over the WebSocket (ADR 0028):
// 1,000 connected sockets (one per developer, one staff socket per chat spread over staff
// users, ≤ 10 each), messages sent at a steady rate from either side, timed from the `send`
// frame to the `message` frame on the other side's socket.
//   --engines=postgres,pglite   --rates=100,300   --seconds=15   --chats=500
// PostgreSQL: DATABASE_URL's server (a new database on it), or a throwaway cluster.
// On PostgreSQL the API runs as its own process (apps/api/src/server.ts), as in production;
// PGlite is embedded, so there the API runs in this process and shares it with the clients.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { startApi } from "./lib/api-server.mjs";
import { buildInProcessApi, importTs, listArg, numberArg, summarise } from "./lib/bench-db.mjs";
import { runMatrix } from "./lib/matrix.mjs";
import { createScratchDatabase } from "./lib/postgres.mjs";

const { createDb } = await importTs("packages/db/src/client/index.ts");
const { runMigrations } = await importTs("packages/db/src/client/migrate.ts");
const { createDeveloperUser, createInternalUser, chatIdOfDeveloperUser } = await importTs(
  "packages/db/src/queries/index.ts",
);
const { issueSession } = await importTs("apps/api/src/modules/auth/session-policy.ts");

const engines = listArg("engines", "postgres,pglite");
const rates = listArg("rates", "100,300").map(Number);
const seconds = numberArg("seconds", 15);
const chatCount = numberArg("chats", 500);
const SOCKETS_PER_STAFF = 10;
const TARGET_P99_MS = 100;

async function openHandle(engine, serverUrl, cleanups) {
  if (engine === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "encaja-bench-chat-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return createDb({ dataDir: dir });
  }
  const url = await createScratchDatabase(serverUrl, "bench_chat", cleanups);
  const handle = await createDb({ databaseUrl: url, poolSize: 10 });
  return Object.assign(handle, { url });
}

/** The socket URL of an API on `handle`: a child process on PostgreSQL, in-process on PGlite. */
async function startServer(handle, cleanups) {
  if (handle.url) {
    const base = await startApi(cleanups, { databaseUrl: handle.url, demoSeed: false });
    return `${base.replace(/^http/, "ws")}/realtime`;
  }
  const app = await buildInProcessApi(handle, cleanups, "chat");
  cleanups.unshift(() => app.close());
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return `${address.replace(/^http/, "ws")}/realtime`;
}

/** Developers with their chats and staff users, each with live sessions, straight in the DB. */
async function seedParticipants(db, log) {
  const tag = randomUUID().slice(0, 8);
  const chats = [];
  for (let i = 0; i < chatCount; i++) {
    const { user } = await createDeveloperUser(db, {
      email: `bench-dev-${tag}-${i}@example.test`,
      passwordHash: null,
      googleSubject: null,
      emailVerified: true,
      firstName: "Bench",
      lastName: `Dev ${i}`,
    });
    const chatId = await chatIdOfDeveloperUser(db, user.id);
    const token = await issueSession(db, { userId: user.id, role: "developer" }, "password");
    chats.push({ chatId, developerToken: token });
    if (i % 100 === 99) log(`${i + 1} developers`);
  }
  let staffTokens = [];
  for (let s = 0; s * SOCKETS_PER_STAFF < chatCount; s++) {
    const { user } = await createInternalUser(db, {
      email: `bench-matcher-${tag}-${s}@example.test`,
      passwordHash: null,
      googleSubject: null,
      emailVerified: true,
      fullName: `Bench Matcher ${s}`,
      role: "matchers",
    });
    staffTokens = staffTokens.concat(
      await Promise.all(
        Array.from({ length: SOCKETS_PER_STAFF }, () =>
          issueSession(db, { userId: user.id, role: "matchers" }, "password"),
        ),
      ),
    );
  }
  return chats.map((c, i) => ({ ...c, staffToken: staffTokens[i] }));
}

/** An authenticated socket subscribed to `chatId`; `onMessage` gets every message frame. */
function connect(url, token, chatId, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error("socket setup timed out")), 30_000);
    ws.on("error", reject);
    ws.on("open", () => ws.send(JSON.stringify({ type: "auth", token })));
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === "ready") ws.send(JSON.stringify({ type: "subscribe", chatId }));
      else if (frame.type === "subscribed") {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === "message") onMessage(frame.message);
      else if (frame.type === "error") console.error(`[bench] error frame ${data}`);
    });
    ws.on("close", (code) => {
      if (code !== 1000 && code !== 1001) console.error(`[bench] socket closed ${code}`);
    });
  });
}

async function runRate(sockets, rate, duration = seconds) {
  const sentAt = new Map();
  const latencies = [];
  for (const s of sockets) {
    s.receive = (message) => {
      if (message.sender.side === s.side) return;
      const t0 = sentAt.get(message.clientId);
      if (t0 === undefined) return;
      sentAt.delete(message.clientId);
      latencies.push(performance.now() - t0);
    };
  }
  const perTick = rate / 100;
  let owed = 0;
  let next = 0;
  let sent = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      owed += perTick;
      for (; owed >= 1; owed--) {
        const sender = sockets[next++ % sockets.length];
        const clientId = randomUUID();
        sentAt.set(clientId, performance.now());
        sender.ws.send(
          JSON.stringify({ type: "send", chatId: sender.chatId, clientId, body: `m${sent}` }),
        );
        sent++;
      }
      if (performance.now() - started >= duration * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const achieved = sent / ((performance.now() - started) / 1000);
  const drainUntil = performance.now() + 5_000;
  while (sentAt.size > 0 && performance.now() < drainUntil) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const s = summarise(latencies);
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    rate,
    achieved,
    sent,
    received: s.n,
    lost: sentAt.size,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    max: s.max ?? 0,
  };
}

async function benchOne(engine, serverUrl) {
  const cleanups = [];
  const serverCleanups = [];
  try {
    const handle = await openHandle(engine, serverUrl, cleanups);
    cleanups.unshift(() => handle.close());
    await runMigrations(handle);
    const log = (m) => console.log(`[bench] ${engine}: ${m}`);
    const chats = await seedParticipants(handle.db, log);
    const url = await startServer(handle, serverCleanups);
    const sockets = [];
    for (let i = 0; i < chats.length; i += 50) {
      const batch = chats.slice(i, i + 50).flatMap((c) => [
        { side: "developer", token: c.developerToken, chatId: c.chatId },
        { side: "staff", token: c.staffToken, chatId: c.chatId },
      ]);
      const opened = await Promise.all(
        batch.map(async (b) => {
          const s = { ...b, receive: () => {} };
          s.ws = await connect(url, b.token, b.chatId, (m) => s.receive(m));
          return s;
        }),
      );
      sockets.push(...opened);
    }
    log(`${sockets.length} sockets connected and subscribed`);
    // Warm-up (JIT, pool connections, caches): timed like the rest but not reported.
    await runRate(sockets, 20, 3);
    const results = [];
    for (const rate of rates) {
      const r = await runRate(sockets, rate);
      log(`${rate} msg/s: ${JSON.stringify(r)}`);
      results.push(r);
    }
    for (const s of sockets) s.ws.close(1000);
    // Let the server finish the frames it still has queued before it is stopped.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return { engine, size: sockets.length, results };
  } finally {
    for (const c of [...serverCleanups, ...cleanups])
      await Promise.resolve()
        .then(c)
        .catch(() => {});
  }
}

const outcomes = await runMatrix({ engines, sizes: [chatCount], benchOne });
console.log(
  `\nbench:chat — send→receive latency, ${chatCount * 2} sockets, ${seconds}s per rate, ${os.availableParallelism()} cores (target p99 ≤ ${TARGET_P99_MS} ms on PostgreSQL)\n`,
);
console.log(
  "| engine | sockets | rate msg/s | achieved | sent | received | lost | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
);
for (const o of outcomes) {
  if (o.error) {
    console.log(`| ${o.engine} | — | — | — | — | — | — | — | — | — | failed: ${o.error} |`);
    continue;
  }
  for (const r of o.results) {
    console.log(
      `| ${o.engine} | ${o.size} | ${r.rate} | ${r.achieved.toFixed(0)} | ${r.sent} | ${r.received} | ${r.lost} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`,
    );
  }
}
process.exit(0);
