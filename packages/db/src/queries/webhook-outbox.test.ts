import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client";
import { customers, webhookDeliveries, webhookEndpoints, webhookEvents } from "../schema";
import { createTestDb } from "../testing";
import { recordWebhookEvent } from "./webhook-outbox";

describe("recordWebhookEvent", () => {
  let handle: DbHandle;
  let customerId: string;
  let otherCustomerId: string;

  beforeAll(async () => {
    handle = await createTestDb();
    const [a, b] = await handle.db
      .insert(customers)
      .values([{ name: "Acme" }, { name: "Other" }])
      .returning({ id: customers.id });
    customerId = a?.id ?? "";
    otherCustomerId = b?.id ?? "";
  });
  afterAll(async () => {
    await handle?.close();
  });

  const endpoint = (values: Partial<typeof webhookEndpoints.$inferInsert>) =>
    handle.db
      .insert(webhookEndpoints)
      .values({
        customerId,
        url: "https://hooks.example.com/x",
        events: ["candidate.presented"],
        secret: "whsec_c2VjcmV0",
        ...values,
      })
      .returning({ id: webhookEndpoints.id })
      .then((rows) => rows[0]?.id ?? "");

  it("stores nothing when no active endpoint of the company subscribes to the type", async () => {
    await endpoint({ status: "paused" });
    await endpoint({ events: ["budget.sent"] });
    await endpoint({ customerId: otherCustomerId });
    await recordWebhookEvent(handle.db, {
      customerId,
      type: "candidate.presented",
      data: { candidateId: "c1" },
    });
    expect(await handle.db.select().from(webhookEvents)).toEqual([]);
  });

  it("stores the event and one pending delivery per subscribed active endpoint, in the caller's transaction", async () => {
    const first = await endpoint({});
    const second = await endpoint({ events: ["budget.sent", "candidate.presented"] });
    await expect(
      handle.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, { customerId, type: "candidate.presented", data: {} });
        throw new Error("cause failed");
      }),
    ).rejects.toThrow("cause failed");
    expect(await handle.db.select().from(webhookEvents)).toEqual([]);

    await handle.db.transaction((tx) =>
      recordWebhookEvent(tx, {
        customerId,
        type: "candidate.presented",
        data: { candidateId: "c1" },
      }),
    );
    const [event] = await handle.db.select().from(webhookEvents);
    expect(event?.id).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(event?.payload).toMatchObject({
      type: "candidate.presented",
      data: { candidateId: "c1" },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const deliveries = await handle.db
      .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, event?.id ?? ""));
    expect(deliveries.map((d) => d.endpointId).sort()).toEqual([first, second].sort());
    expect(deliveries.every((d) => d.status === "pending")).toBe(true);
    expect(await handle.db.$count(webhookDeliveries)).toBe(2);
  });
});
