import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { MATCH_WEIGHTS } from "@encaja/matching";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { seedDemo } from "./demo-accounts";
import { seedDemoMatchLearning } from "./match-learning";
import { seedOffers } from "./offers";
import { seedPopulation } from "./population";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  const passwordHash = await hashPassword("Sunny-Mango-Trail-42");
  await seedPopulation(db.db, { count: 80, seed: 3, passwordHash });
  await seedOffers(db.db, { perStatus: 10, passwordHash });
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
