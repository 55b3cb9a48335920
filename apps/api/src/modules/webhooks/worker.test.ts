import { createHmac } from "node:crypto";
import { routes } from "@encaja/contracts";
import { recordWebhookEvent } from "@encaja/db/queries";
import { emailOutbox, webhookDeliveries, webhookEndpoints } from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectError, expectOk } from "../../testing/call";
import { createTestTeam } from "../../testing/team";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";
import { createAgents } from "./deliver";
import { createWebhookWorker, RETRY_SCHEDULE_MS } from "./worker";

const r = routes.webhooks;

/** What a receiver does with the Standard Webhooks headers, written apart from signing.ts. */
function verifies(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

describe("webhook delivery worker", () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let team: Awaited<ReturnType<typeof createTestTeam>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" } });
    receiver = await startWebhookReceiver();
    team = await createTestTeam(t.db.db);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  afterEach(async () => {
    receiver.received.length = 0;
    receiver.answers = [];
    receiver.fallback = { status: 204 };
    await t.db.db.delete(webhookEndpoints);
  });

  const createEndpoint = async (events = ["candidate.presented"]) =>
    expectOk(
      await t.call(
        r.create,
        { body: { url: receiver.url, events: events as never } },
        { as: team.owner },
      ),
      201,
    );
  const record = (data: Record<string, unknown> = { candidateId: "c-1" }) =>
    recordWebhookEvent(t.db.db, { customerId: team.customerId, type: "candidate.presented", data });
  const deliveriesOf = (endpointId: string) =>
    t.db.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.createdAt);
  const makeDue = () =>
    t.db.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
    );

  it("POSTs the event with Standard Webhooks headers a receiver can verify", async () => {
    const endpoint = await createEndpoint();
    await record({ candidateId: "c-42" });
    expect(await t.app.webhookWorker.drain()).toBe(1);
    const [got] = receiver.received;
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(got?.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Number(got?.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -1);
    expect(verifies(endpoint.secret, got?.headers ?? {}, got?.body ?? "")).toBe(true);
    expect(JSON.parse(got?.body ?? "")).toMatchObject({
      type: "candidate.presented",
      data: { candidateId: "c-42" },
    });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
    expect(delivery?.deliveredAt).toBeInstanceOf(Date);
  });

  it("retries a failed attempt after the first backoff step, with the same webhook-id", async () => {
    const endpoint = await createEndpoint();
    receiver.answers = [{ status: 500, body: "x".repeat(3000) }];
    await record();
    await t.app.webhookWorker.drain();
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(failed?.lastResponseExcerpt).toHaveLength(1024);
    const wait = (failed?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThan(6_000);
    expect(await t.app.webhookWorker.drain()).toBe(0);
    await makeDue();
    await t.app.webhookWorker.drain();
    const [first, second] = receiver.received;
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    expect(verifies(endpoint.secret, second?.headers ?? {}, second?.body ?? "")).toBe(true);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: "delivered",
      attempts: 2,
    });
  });

  it("counts a redirect as a failure and never follows it", async () => {
    const endpoint = await createEndpoint();
    receiver.answers = [{ status: 302 }];
    await record();
    await t.app.webhookWorker.drain();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: "pending",
      lastStatusCode: 302,
      lastError: "Redirects are not followed",
    });
  });

  it("gives up after the last step of the schedule", async () => {
    const endpoint = await createEndpoint();
    receiver.fallback = { status: 503 };
    await record();
    for (let i = 0; i <= RETRY_SCHEDULE_MS.length; i++) {
      await makeDue();
      await t.app.webhookWorker.drain();
    }
    expect(receiver.received).toHaveLength(RETRY_SCHEDULE_MS.length + 1);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      status: "failed",
      attempts: RETRY_SCHEDULE_MS.length + 1,
    });
  });

  it("pauses an endpoint failing for hours and emails the company owner", async () => {
    const endpoint = await createEndpoint();
    receiver.fallback = { status: 500 };
    const streakOf = (failures: number, hoursAgo: number) =>
      t.db.db
        .update(webhookEndpoints)
        .set({
          failureStreak: failures,
          failingSince: sql`now() - make_interval(hours => ${hoursAgo})`,
        })
        .where(eq(webhookEndpoints.id, endpoint.id));
    const statusOf = async () =>
      (await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]
        ?.status;

    // Ten failures in a row, but only for an hour: a short outage does not pause.
    await streakOf(9, 1);
    await record();
    await t.app.webhookWorker.drain();
    expect(await statusOf()).toBe("active");

    await streakOf(9, 7);
    await makeDue();
    await t.app.webhookWorker.drain();
    expect(await statusOf()).toBe("disabled_by_failures");
    const emails = await t.db.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "webhook-endpoint-paused"));
    expect(emails.map((e) => e.toAddress)).toEqual([team.owner.email]);
    expect(emails[0]?.text).toContain(receiver.url);

    // Paused: nothing more is sent, not even the pending retry.
    receiver.received.length = 0;
    await makeDue();
    await record();
    expect(await t.app.webhookWorker.drain()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // Resumed: a clean streak, and the pending delivery goes out.
    receiver.fallback = { status: 200 };
    await t.call(
      r.update,
      { params: { id: endpoint.id }, body: { paused: false } },
      { as: team.owner },
    );
    await makeDue();
    expect(await t.app.webhookWorker.drain()).toBe(1);
  });

  it("sends nothing to a paused endpoint or to one not subscribed to the type", async () => {
    const paused = await createEndpoint();
    await t.call(
      r.update,
      { params: { id: paused.id }, body: { paused: true } },
      { as: team.owner },
    );
    const elsewhere = await createEndpoint(["budget.sent"]);
    await record();
    expect(await t.app.webhookWorker.drain()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveriesOf(paused.id)).toHaveLength(0);
    expect(await deliveriesOf(elsewhere.id)).toHaveLength(0);
  });

  it("redelivers an event with the same webhook-id and lists the log newest first", async () => {
    const endpoint = await createEndpoint();
    await record();
    await t.app.webhookWorker.drain();
    const [delivered] = await deliveriesOf(endpoint.id);
    const params = { id: endpoint.id, deliveryId: delivered?.id ?? "" };
    const again = expectOk(await t.call(r.redeliver, { params }, { as: team.owner }), 201);
    expect(again).toMatchObject({ status: "pending", eventId: delivered?.eventId, attempts: 0 });
    expectError(await t.call(r.redeliver, { params }, { as: team.owner }), 409, "CONFLICT");
    await t.app.webhookWorker.drain();
    expect(receiver.received.map((m) => m.headers["webhook-id"])).toEqual([
      delivered?.eventId,
      delivered?.eventId,
    ]);
    const log = expectOk(
      await t.call(
        r.deliveries,
        { params: { id: endpoint.id }, query: { limit: 1 } },
        { as: team.owner },
      ),
    );
    expect(log.items).toMatchObject([
      { id: again.id, status: "delivered", eventType: "candidate.presented" },
    ]);
    const older = expectOk(
      await t.call(
        r.deliveries,
        { params: { id: endpoint.id }, query: { limit: 1, cursor: log.nextCursor ?? "" } },
        { as: team.owner },
      ),
    );
    expect(older.items.map((d) => d.id)).toEqual([delivered?.id]);
    await t.call(
      r.update,
      { params: { id: endpoint.id }, body: { paused: true } },
      { as: team.owner },
    );
    expectError(await t.call(r.redeliver, { params }, { as: team.owner }), 409, "CONFLICT");
  });

  it("signs with the old and the new secret during a rotation", async () => {
    const endpoint = await createEndpoint();
    const rotated = expectOk(
      await t.call(r.rotateSecret, { params: { id: endpoint.id } }, { as: team.owner }),
    );
    await record();
    await t.app.webhookWorker.drain();
    const [got] = receiver.received;
    expect(String(got?.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifies(endpoint.secret, got?.headers ?? {}, got?.body ?? "")).toBe(true);
    expect(verifies(rotated.secret, got?.headers ?? {}, got?.body ?? "")).toBe(true);
  });

  it("two workers never deliver one message twice", async () => {
    await createEndpoint();
    for (let i = 0; i < 40; i++) await record({ n: i });
    const worker = () =>
      createWebhookWorker({
        db: t.db.db,
        transport: {
          policy: { allowLoopback: true },
          resolve: async () => [{ address: "127.0.0.1", family: 4 }],
          timeoutMs: 5_000,
          agents: createAgents(),
        },
        sendEmail: async () => {},
        webUrl: "http://web.test",
        log: () => {},
        batchSize: 5,
      });
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(40);
    const ids = receiver.received.map((m) => m.headers["webhook-id"]);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it("resolves and checks the address again at delivery (no private address, whatever the URL said)", async () => {
    const endpoint = await createEndpoint();
    await t.db.db
      .update(webhookEndpoints)
      .set({ url: "https://rebinding.example/hook" })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const strict = createWebhookWorker({
      db: t.db.db,
      transport: {
        policy: { allowLoopback: false },
        // A name that passed the check on save now resolves to the metadata address.
        resolve: async () => [{ address: "169.254.169.254", family: 4 }],
        timeoutMs: 5_000,
        agents: createAgents(),
      },
      sendEmail: async () => {},
      webUrl: "http://web.test",
      log: () => {},
    });
    await record();
    await strict.drain();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: null });
    expect(delivery?.lastError).toContain("private or reserved");
  });
});
