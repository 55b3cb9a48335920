import type { DbHandle } from "@encaja/db/client";
import { startTestSmtpServer, type TestSmtpServer } from "@encaja/email/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "../lifecycle/api-process";
import { createSignedInUser } from "../testing/factories";
import { signedInSocket } from "../testing/realtime";
import {
  apiEnv,
  chatTraffic,
  developerWithChat,
  expectRetryableFailure,
  faultsFull,
  faultsWanted,
  type OwnPostgres,
  openFaultDatabase,
  readinessCheck,
  sendMessage,
  sleep,
  startOwnPostgres,
  storedCopies,
  timedFetch,
  until,
} from "./fault-kit";

const METRICS_TOKEN = "faults-metrics-token-0123456789abcdef";

/** How the server goes away, and for how long; the long ones only with FAULTS_FULL=1. */
const outages = [
  { name: "a fast shutdown for 2 s", mode: "fast", ms: 2_000 },
  ...(faultsFull
    ? [
        { name: "a fast shutdown for 15 s", mode: "fast", ms: 15_000 },
        { name: "a crash (immediate shutdown) for 5 s", mode: "crash", ms: 5_000 },
      ]
    : []),
] as const;

let pg: OwnPostgres;
let smtp: TestSmtpServer;
let api: ApiProcess;
let db: DbHandle;

/** When the email outbox round (a 2 s background job) last succeeded, in seconds. */
async function outboxLastSuccess(): Promise<number> {
  const res = await fetch(`${api.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await res.text())
    .split("\n")
    .find(
      (l) =>
        l.startsWith("encaja_job_last_success_timestamp_seconds{") &&
        l.includes('task="email outbox"'),
    );
  return line ? Number(line.split(" ").pop()) : 0;
}

describe.skipIf(!faultsWanted)("PostgreSQL stopped and started again under traffic", () => {
  beforeAll(async () => {
    pg = await startOwnPostgres();
    smtp = await startTestSmtpServer();
    api = await startApiProcess(apiEnv(pg, { SMTP_URL: smtp.url, METRICS_TOKEN }));
    db = await openFaultDatabase(pg);
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await db?.close();
    await smtp?.close();
    pg?.stop();
  });

  it.each(outages)(
    "answers 503 during $name, then serves again by itself and loses nothing",
    async ({ mode, ms }) => {
      const writers = await Promise.all([1, 2, 3, 4].map(() => developerWithChat(db.db)));
      // A socket on a chat nobody writes to during the outage: what reaches it afterwards
      // travelled through the re-established LISTEN connection (or the resync after it).
      const watched = await developerWithChat(db.db);
      const matcher = await createSignedInUser(db.db, "matchers");
      const socket = await signedInSocket(
        `${api.url.replace(/^http/, "ws")}/realtime`,
        matcher.token,
      );
      socket.send({ type: "subscribe", chatId: watched.chatId });
      await socket.next("subscribed");

      const traffic = chatTraffic(writers, () => api.url);
      await sleep(1_000);
      await (mode === "crash" ? pg.crashAsync() : pg.shutdownAsync());
      const downAt = Date.now();
      const readyDuring = await timedFetch(`${api.url}/health/ready`);
      await sleep(Math.max(0, ms - (Date.now() - downAt)));
      await pg.startAsync();
      const upAt = Date.now();
      const recoveryMs = await until(
        async () => (await timedFetch(`${api.url}/health/ready`)).status === 200,
        30_000,
      );
      await sleep(1_500);
      const sent = await traffic.stop();

      expect(readyDuring.status).toBe(503);
      expect(readinessCheck(readyDuring, "database")).toBe("failing");
      expect(readyDuring.ms).toBeLessThan(3_000);
      for (const { answer } of sent) {
        if (answer.status !== 201) expectRetryableFailure(answer);
      }
      const during = sent.filter((m) => m.at > downAt && m.at < upAt);
      expect(during.length).toBeGreaterThan(0);
      expect(during.some((m) => m.answer.status === 503)).toBe(true);
      const afterRecovery = sent.filter((m) => m.at > upAt + recoveryMs);
      expect(afterRecovery.length).toBeGreaterThan(0);
      expect(afterRecovery.every((m) => m.answer.status === 201)).toBe(true);
      // Every acknowledged write is stored, once.
      const copies = await storedCopies(db.db, sent);
      expect(copies.length).toBeGreaterThan(0);
      expect(copies.every((n) => n === 1)).toBe(true);

      const after = await sendMessage(api.url, watched.chatId, watched.token, "after the restart");
      expect(after.status).toBe(201);
      const frame = await socket.next(
        "message",
        (f) => f.message.body === "after the restart",
        10_000,
      );
      expect(frame.message.chatId).toBe(watched.chatId);
      socket.close();

      // Background jobs run on: the outbox round succeeds again after the restart.
      await until(async () => (await outboxLastSuccess()) * 1000 > upAt + recoveryMs, 10_000);
      console.info(
        `[faults] database ${mode} ${ms} ms: ${sent.length} writes, ` +
          `${sent.filter((m) => m.answer.status === 503).length} answered 503 ` +
          `(slowest ${Math.max(...sent.map((m) => m.answer.ms))} ms); ready again ${recoveryMs} ms after start`,
      );
    },
    120_000,
  );
});
