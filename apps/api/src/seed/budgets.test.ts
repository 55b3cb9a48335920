import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoBudgets } from "./budgets";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  await seedDemoBudgets(db.db);
  await seedDemoBudgets(db.db);
}, 120_000);
afterAll(() => db.close());

describe("demo budgets", () => {
  it("gives Acme Latam one sent budget and one accepted on its second version, once", async () => {
    const budgets = await db.db.select().from(schema.budgets);
    expect(budgets.map((b) => [b.status, b.currentVersion]).sort()).toEqual([
      ["accepted", 2],
      ["sent", 1],
    ]);
    const versions = await db.db.select().from(schema.budgetVersions);
    expect(versions).toHaveLength(3);
    const responses = await db.db.select().from(schema.budgetResponses);
    expect(responses.map((r) => [r.decision, r.respondedByRole])).toEqual([
      ["accepted", "customer"],
    ]);
  });
});
