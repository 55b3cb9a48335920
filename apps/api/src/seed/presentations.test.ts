import type { CandidateStatus } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { seedDemo } from "./demo-accounts";
import { seedOffers } from "./offers";
import { seedPopulation } from "./population";
import { seedPresentations } from "./presentations";

const db = await createTestDb();
let acmeId = "";
beforeAll(async () => {
  await seedDemo(db.db);
  const passwordHash = await hashPassword("Sunny-Mango-Trail-42");
  await seedPopulation(db.db, { count: 40, seed: 3, passwordHash });
  await seedOffers(db.db, { perStatus: 20, passwordHash });
  await seedPresentations(db.db);
  const [acme] = await db.db
    .select()
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  acmeId = acme!.id;
}, 180_000);
afterAll(() => db.close());

const acmeCandidates = (statuses: CandidateStatus[]) =>
  db.db
    .select({ id: schema.candidates.id, developerId: schema.candidates.developerId })
    .from(schema.candidates)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.candidates.offerId))
    .where(and(eq(schema.offers.customerId, acmeId), inArray(schema.candidates.status, statuses)));

const latestDocument = async (candidateId: string) => {
  const [row] = await db.db
    .select({ document: schema.deepProfileSnapshots.document })
    .from(schema.deepProfileSnapshots)
    .where(eq(schema.deepProfileSnapshots.candidateId, candidateId))
    .orderBy(sql`${schema.deepProfileSnapshots.createdAt} desc`)
    .limit(1);
  return row?.document as { headline: string; summary: string } | undefined;
};

describe("demo presentations", () => {
  it("gives Acme Latam several candidates awaiting a decision, each with a deep-profile snapshot", async () => {
    const pending = await acmeCandidates(["presented_to_client_pending", "presented_to_client"]);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const c of pending) {
      const doc = await latestDocument(c.id);
      expect(doc?.summary, c.id).not.toBe("");
    }
    const profiles = await db.db
      .select()
      .from(schema.deepProfiles)
      .where(
        inArray(
          schema.deepProfiles.developerId,
          pending.map((c) => c.developerId),
        ),
      );
    expect(profiles.length).toBe(new Set(pending.map((c) => c.developerId)).size);
  });

  it("records the customer's decision for approved and not-approved candidates", async () => {
    const decided = await acmeCandidates([
      "presented_to_client_approved",
      "presented_to_client_not_approved",
    ]);
    expect(decided.length).toBeGreaterThan(0);
    const decisions = await db.db
      .select()
      .from(schema.candidateDecisions)
      .where(
        inArray(
          schema.candidateDecisions.candidateId,
          decided.map((c) => c.id),
        ),
      );
    expect(decisions).toHaveLength(decided.length);
    for (const d of decisions) {
      expect(d.reason).toBe(d.decision === "approved" ? null : "skills_gap");
    }
  });

  it("adds nothing when run again", async () => {
    const count = async () => {
      const [snapshots] = await db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.deepProfileSnapshots);
      const [decisions] = await db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.candidateDecisions);
      return [snapshots!.n, decisions!.n];
    };
    const before = await count();
    await seedPresentations(db.db);
    expect(await count()).toEqual(before);
  });
});
