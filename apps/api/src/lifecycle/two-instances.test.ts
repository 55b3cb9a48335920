import { randomUUID } from "node:crypto";
import type { DbHandle } from "@encaja/db/client";
import { chatIdOfDeveloperUser } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTestCatalog } from "../testing/developers";
import { createSignedInUser } from "../testing/factories";
import { tinyPng } from "../testing/multipart";
import { createPresentedCandidate } from "../testing/presentations";
import { signedInSocket } from "../testing/realtime";
import { startTestS3Server } from "../testing/s3";
import { type ApiProcess, startApiProcess } from "./api-process";

/**
 * Two real API processes (the compiled build) on one PostgreSQL database and one loopback S3
 * server, as a production deployment runs them. PostgreSQL only: the embedded database is
 * one process by design.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const DAY_MS = 86_400_000;
const METRICS_TOKEN = "two-instances-metrics-token-0123456789";
const JOBS_FIRST_DELAY_MS = 3_000;

let db: DbHandle;
let s3: Awaited<ReturnType<typeof startTestS3Server>>;
let a: ApiProcess;
let b: ApiProcess;

async function developerWithChat() {
  const developer = await createSignedInUser(db.db, "developer");
  const chatId = await chatIdOfDeveloperUser(db.db, developer.userId);
  if (!chatId) throw new Error("the developer has no chat");
  return { ...developer, chatId };
}

const sendMessage = (base: string, chatId: string, token: string, body: string) =>
  fetch(`${base}/chats/${chatId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ clientId: randomUUID(), body }),
  });

/** The value of one sample of a metric in a Prometheus text answer (undefined when absent). */
async function metricValue(
  base: string,
  name: string,
  labels: string,
): Promise<number | undefined> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const line = (await res.text())
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(" ").pop()) : undefined;
}

describe.skipIf(!onPostgres)("two API instances on one PostgreSQL and one S3 bucket", () => {
  let presented: Awaited<ReturnType<typeof createPresentedCandidate>>;

  beforeAll(async () => {
    db = await createTestDb();
    await seedTestCatalog(db.db);
    s3 = await startTestS3Server();
    // Presented four days ago: the decision-reminder job (an hourly job) owes one reminder at
    // the default thresholds (3 and 7 days).
    const customer = await createSignedInUser(db.db, "customer");
    presented = await createPresentedCandidate(db.db, {
      customerId: customer.customerId!,
      createdAt: new Date(Date.now() - 4 * DAY_MS),
    });
    const env = {
      ...s3.env,
      DATABASE_URL: String(db.pool?.options.connectionString),
      DB_POOL_SIZE: "4",
      METRICS_TOKEN,
    };
    // The jobs' first run comes a few seconds after start instead of 30–90 s.
    const testOnly = { jobsFirstDelayMs: JOBS_FIRST_DELAY_MS };
    [a, b] = await Promise.all([startApiProcess(env, testOnly), startApiProcess(env, testOnly)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await db?.close();
  });

  it("serves through B a photo uploaded through A", async () => {
    const developer = await createSignedInUser(db.db, "developer");
    const form = new FormData();
    form.append("file", new Blob([tinyPng], { type: "image/png" }), "me.png");
    const upload = await fetch(`${a.url}/developers/me/photo`, {
      method: "POST",
      headers: developer.headers,
      body: form,
    });
    expect(upload.status).toBe(200);
    const { photoURL } = (await upload.json()) as { photoURL: string };
    const name = photoURL.split("/").pop();
    const served = await fetch(`${b.url}/files/photos/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(0);
  });

  it("delivers a chat message sent through A to a socket on B", async () => {
    const developer = await developerWithChat();
    const matcher = await createSignedInUser(db.db, "matchers");
    const onB = await signedInSocket(`${b.url.replace(/^http/, "ws")}/realtime`, matcher.token);
    onB.send({ type: "subscribe", chatId: developer.chatId });
    await onB.next("subscribed");
    const sent = await sendMessage(a.url, developer.chatId, developer.token, "Desde A");
    expect(sent.status).toBe(201);
    expect((await onB.next("message")).message).toMatchObject({ body: "Desde A" });
    onB.close();
  });

  it("runs an hourly job on both instances and does its work once", async () => {
    // Both instances run the decision reminders JOBS_FIRST_DELAY_MS after they start.
    const reminders = () =>
      db.db
        .select()
        .from(schema.decisionReminders)
        .where(eq(schema.decisionReminders.snapshotId, presented.snapshotId));
    const ranOn = async (p: ApiProcess) =>
      (await metricValue(
        p.url,
        "encaja_job_last_success_timestamp_seconds",
        'task="decision reminders"',
      )) ?? 0;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && ((await ranOn(a)) === 0 || (await ranOn(b)) === 0)) {
      await new Promise((r) => setTimeout(r, 2_000));
    }
    expect(await ranOn(a)).toBeGreaterThan(0);
    expect(await ranOn(b)).toBeGreaterThan(0);
    expect((await reminders()).map((r) => r.thresholdDays)).toEqual([3]);
    const emails = await db.db
      .select({ to: schema.emailOutbox.toAddress })
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.template, "decision-reminder"));
    const recipients = emails.map((e) => e.to);
    expect(recipients.length).toBeGreaterThan(0);
    expect(new Set(recipients).size).toBe(recipients.length);
  }, 90_000);

  it("loses no acknowledged write when A gets SIGTERM mid-traffic, and B keeps serving", async () => {
    const writers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => developerWithChat()));
    const acknowledged: { chatId: string; body: string }[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    const traffic = writers.map(async (writer, i) => {
      const throughA = i % 3 !== 2;
      const base = throughA ? a.url : b.url;
      for (let n = 0; Date.now() < stopAt; n++) {
        const body = `w${i}-${n}`;
        const res = await sendMessage(base, writer.chatId, writer.token, body).catch(() => null);
        if (res?.status === 201) acknowledged.push({ chatId: writer.chatId, body });
        else if (throughA) return; // A is gone: that writer stops.
        // Under the chat limit (30 messages per 3 s per user), as a person types.
        await new Promise((r) => setTimeout(r, 120));
      }
    });
    await new Promise((r) => setTimeout(r, 1_000));
    a.child.kill("SIGTERM");
    expect(await a.exited).toBe(0);
    stopAt = Date.now() + 1_000;
    await Promise.all(traffic);

    const bodies = acknowledged.map((m) => m.body);
    expect(bodies.some((body) => body.startsWith("w0-"))).toBe(true);
    const stored = await db.db
      .select({ body: schema.chatMessages.body })
      .from(schema.chatMessages)
      .where(
        and(
          inArray(
            schema.chatMessages.chatId,
            writers.map((w) => w.chatId),
          ),
          inArray(schema.chatMessages.body, bodies),
        ),
      );
    expect(stored.length).toBe(bodies.length);
    const after = await sendMessage(b.url, writers[2]!.chatId, writers[2]!.token, "after");
    expect(after.status).toBe(201);
    expect((await fetch(`${b.url}/health/ready`)).status).toBe(200);
  }, 60_000);
});
