import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "./demo-accounts";
import { DEMO_WEBHOOK_URL, seedDemoWebhooks } from "./webhooks";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

describe("seedDemoWebhooks", () => {
  it("gives the demo customer one paused endpoint with delivered and failed deliveries; idempotent", async () => {
    await seedDemoWebhooks(db.db);
    await seedDemoWebhooks(db.db);
    const owner = await findUserByEmail(db.db, "customer@demo.encaja.dev");
    const endpoints = await db.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.createdBy, owner!.id));
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]).toMatchObject({ url: DEMO_WEBHOOK_URL, status: "paused" });
    const log = await db.db
      .select()
      .from(schema.webhookDeliveries)
      .where(eq(schema.webhookDeliveries.endpointId, endpoints[0]!.id));
    expect(log.map((d) => d.status).sort()).toEqual(["delivered", "delivered", "failed"]);
    // Nothing is left for a worker to send.
    expect(log.some((d) => d.status === "pending")).toBe(false);
  });
});
