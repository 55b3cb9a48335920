#!/usr/bin/env node
// npm run bench:webhooks — webhook delivery (ADR 0058) on PostgreSQL: a loopback receiver, the
// delivery worker as the API runs it (woken by NOTIFY, WEBHOOKS_ALLOW_LOOPBACK's policy).
//   --latency-events=300   event → first attempt, events recorded one at a time (20 ms apart)
//   --events=5000          throughput: that many queued at once, then drained
//   --workers=2            workers sharing the queue (as several API instances do)
// PostgreSQL: DATABASE_URL's server (a new database on it), or a throwaway cluster.
import { createServer } from "node:http";
import { importTs, numberArg } from "./lib/bench-db.mjs";
import { createScratchDatabase, startThrowawayPostgres } from "./lib/postgres.mjs";
import { percentile } from "./lib/stats.mjs";

const { createDb, listen } = await importTs("packages/db/src/client/index.ts");
const { runMigrations } = await importTs("packages/db/src/client/migrate.ts");
const queries = await importTs("packages/db/src/queries/index.ts");
const schema = await importTs("packages/db/src/schema/index.ts");
const { createWebhookWorker } = await importTs("apps/api/src/modules/webhooks/worker.ts");
const { createAgents } = await importTs("apps/api/src/modules/webhooks/deliver.ts");
const { generateWebhookSecret } = await importTs("apps/api/src/modules/webhooks/signing.ts");

const latencyEvents = numberArg("latency-events", 300);
const throughputEvents = numberArg("events", 5000);
const workerCount = numberArg("workers", 2);
const log = (line) => console.log(`[bench:webhooks] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups = [];
let cluster;
try {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cluster = await startThrowawayPostgres();
    serverUrl = cluster.url;
  }
  const url = await createScratchDatabase(serverUrl, "bench_webhooks", cleanups);
  const handle = await createDb({ databaseUrl: url, poolSize: 10 });
  cleanups.unshift(() => handle.close());
  await runMigrations(handle);
  const db = handle.db;

  // The receiver notes when each message first arrives.
  const arrivals = new Map();
  let received = 0;
  const receiver = createServer((req, res) => {
    const id = req.headers["webhook-id"];
    if (!arrivals.has(id)) arrivals.set(id, performance.now());
    received++;
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  cleanups.unshift(() => new Promise((resolve) => receiver.close(resolve)));
  receiver.keepAliveTimeout = 30_000;

  const [customer] = await db
    .insert(schema.customers)
    .values({ name: "Bench" })
    .returning({ id: schema.customers.id });
  await db.insert(schema.webhookEndpoints).values({
    customerId: customer.id,
    url: `http://127.0.0.1:${receiver.address().port}/hook`,
    events: ["candidate.presented"],
    secret: generateWebhookSecret(),
  });
  const record = (executor, n) =>
    queries.recordWebhookEvent(executor, {
      customerId: customer.id,
      type: "candidate.presented",
      data: { candidateId: `c-${n}` },
    });

  const workers = Array.from({ length: workerCount }, () => {
    const agents = createAgents();
    cleanups.unshift(() => {
      agents.http.destroy();
      agents.https.destroy();
    });
    return createWebhookWorker({
      db,
      transport: {
        policy: { allowLoopback: true },
        resolve: async () => [{ address: "127.0.0.1", family: 4 }],
        timeoutMs: 10_000,
        agents,
      },
      sendEmail: async () => {},
      webUrl: "http://web.test",
      log: () => {},
      pollIntervalMs: 1000,
    });
  });
  for (const worker of workers) {
    cleanups.unshift(await listen(handle, queries.WEBHOOK_DELIVERIES_CHANNEL, () => worker.wake()));
    cleanups.unshift(() => worker.stop());
  }

  // 1. Latency: one event per transaction, as a cause records it, workers running.
  for (const worker of workers) worker.start();
  await sleep(200);
  const committed = new Map();
  for (let n = 0; n < latencyEvents; n++) {
    await db.transaction((tx) => record(tx, n));
    committed.set(n, performance.now());
    await sleep(20);
  }
  while (received < latencyEvents) await sleep(20);
  const rows = await db
    .select({ id: schema.webhookEvents.id, payload: schema.webhookEvents.payload })
    .from(schema.webhookEvents);
  const latencies = rows
    .map(
      (row) => arrivals.get(row.id) - committed.get(Number(row.payload.data.candidateId.slice(2))),
    )
    .sort((a, b) => a - b);
  log(
    `event → first attempt over ${latencies.length} events: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );

  // 2. Throughput: a backlog queued while the workers are stopped, then drained.
  for (const worker of workers) await worker.stop();
  const before = received;
  for (let n = 0; n < throughputEvents; n += 100) {
    await db.transaction(async (tx) => {
      for (let i = n; i < Math.min(n + 100, throughputEvents); i++)
        await record(tx, latencyEvents + i);
    });
  }
  const started = performance.now();
  for (const worker of workers) worker.start();
  while (received - before < throughputEvents) await sleep(5);
  const seconds = (performance.now() - started) / 1000;
  await sleep(1500);
  const delivered = received - before;
  const duplicates = delivered - throughputEvents;
  log(
    `${delivered} deliveries by ${workerCount} workers in ${seconds.toFixed(2)} s: ` +
      `${Math.round(delivered / seconds)} deliveries/s (duplicates: ${duplicates})`,
  );
  if (delivered !== throughputEvents) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup();
  cluster?.stop();
}
