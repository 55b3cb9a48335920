import { initialPricingConfig } from "@encaja/contracts";
import { currentPricingConfig } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "./demo-accounts";
import { seedDemoHire } from "./hire";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  await seedDemoHire(db.db);
  await seedDemoHire(db.db);
}, 120_000);
afterAll(() => db.close());

describe("seedDemoHire", () => {
  it("writes the first pricing configuration once", async () => {
    expect((await currentPricingConfig(db.db))?.config).toEqual(initialPricingConfig);
    expect(await db.db.$count(schema.pricingConfigs)).toBe(1);
  });

  it("leaves one claimed /hire request for Acme Latam as a draft offer", async () => {
    const drafts = await db.db.select().from(schema.hireDrafts);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.status).toBe("claimed");
    const [offer] = await db.db
      .select({
        status: schema.offers.status,
        source: schema.offers.source,
        name: schema.customers.name,
        responsible: schema.users.email,
      })
      .from(schema.offers)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.offers.customerId))
      .leftJoin(schema.users, eq(schema.users.id, schema.offers.responsibleMatcherId))
      .where(eq(schema.offers.id, drafts[0]!.offerId!));
    // The demo matcher answers for it: the company's decisions reach the matchers' pages.
    expect(offer).toEqual({
      status: "draft",
      source: "hire_request",
      name: "Acme Latam",
      responsible: "matcher@demo.encaja.dev",
    });
  });
});
