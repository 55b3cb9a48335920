import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_API_KEY_NAME, seedDemoApiKeys } from "./api-keys";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

describe("seedDemoApiKeys", () => {
  it("gives the demo customer one named, used, read-only key of its company; idempotent", async () => {
    await seedDemoApiKeys(db.db);
    await seedDemoApiKeys(db.db);
    const owner = await findUserByEmail(db.db, "customer@demo.encaja.dev");
    const keys = await db.db
      .select()
      .from(schema.apiKeys)
      .where(eq(schema.apiKeys.userId, owner!.id));
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({ name: DEMO_API_KEY_NAME, readOnly: true, revokedAt: null });
    expect(key!.customerId).not.toBeNull();
    expect(key!.prefix).toMatch(/^ek_[A-Za-z0-9_-]{8}$/);
    expect(key!.lastUsedAt!.getTime()).toBeLessThan(Date.now() - 86_400_000);
  });
});
