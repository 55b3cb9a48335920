import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { MATCH_WEIGHTS } from "@encaja/matching";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refitCompanyWeights } from "../modules/matching/learning";
import { seedDemoPipelines } from "../testing/seeded-demo";
import { seedDemoMatchLearning } from "./match-learning";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemoPipelines(db.db);
  // Housekeeping may have fitted Acme's weights before this step runs (background loading).
  const [acme] = await db.db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  await refitCompanyWeights(db.db, acme!.id);
  await seedDemoMatchLearning(db.db);
  await seedDemoMatchLearning(db.db);
}, 240_000);
afterAll(() => db.close());

describe("demo ranking learnt from decisions", () => {
  it("gives Acme Latam decisions that favour strong English, once, and weights that learnt it", async () => {
    const [acme] = await db.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.name, "Acme Latam"));
    const decisions = await db.db
      .select({ decision: schema.candidateDecisions.decision })
      .from(schema.candidateDecisions);
    expect(decisions.length).toBeGreaterThanOrEqual(10);
    expect(decisions.length).toBeLessThanOrEqual(14);
    const [row] = await db.db
      .select()
      .from(schema.companyMatchWeights)
      .where(eq(schema.companyMatchWeights.customerId, acme!.id));
    expect(row!.decisionsUsed).toBe(decisions.length);
    expect(row!.weights.english).toBeGreaterThan(MATCH_WEIGHTS.english);
    expect(row!.facts.lead?.criterion).toBe("english");
  });
});
