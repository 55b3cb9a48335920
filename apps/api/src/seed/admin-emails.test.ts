import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  DEMO_BOUNCE_ERROR,
  DEMO_BOUNCED_ADDRESS,
  DEMO_BOUNCED_EMAIL_KEY,
  seedDemoFailedEmail,
} from "./admin-emails";

const db = await createTestDb();
afterAll(() => db.close());

const demoRows = () =>
  db.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.idempotencyKey, DEMO_BOUNCED_EMAIL_KEY));

describe("seedDemoFailedEmail", () => {
  it("leaves one failed email with its bounce, once, and never fails a retried one again", async () => {
    await seedDemoFailedEmail(db.db);
    await seedDemoFailedEmail(db.db);
    const [row, ...more] = await demoRows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      toAddress: DEMO_BOUNCED_ADDRESS,
      template: "offer-invitation",
      status: "failed",
      lastError: DEMO_BOUNCE_ERROR,
    });

    await db.db
      .update(schema.emailOutbox)
      .set({ status: "pending", lastError: null })
      .where(eq(schema.emailOutbox.idempotencyKey, DEMO_BOUNCED_EMAIL_KEY));
    await seedDemoFailedEmail(db.db);
    expect((await demoRows()).map((r) => r.status)).toEqual(["pending"]);
  });
});
