import {
  CandidateStatus,
  canTransitionCandidate,
  OfferStatus,
  OverrideReason,
  requiresApprovedStages,
  requiresNote,
} from "@encaja/contracts";
import { rowsOf } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { hardFilterResults } from "../modules/matching/matching.service";
import { getOfferDetail } from "../modules/offers/offers.service";
import { seedDemo } from "./demo-accounts";
import { seedOffers } from "./offers";
import { seedPopulation } from "./population";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  const passwordHash = await hashPassword("Sunny-Mango-Trail-42");
  await seedPopulation(db.db, { count: 40, seed: 3, passwordHash });
  await seedOffers(db.db, { perStatus: 20, passwordHash });
}, 120_000);
afterAll(() => db.close());

describe("demo offers", () => {
  it("has ≥ 20 offers in every status, for Acme Latam and other companies", async () => {
    const rows = await db.db
      .select({ status: schema.offers.status, count: sql<number>`count(*)::int` })
      .from(schema.offers)
      .groupBy(schema.offers.status);
    for (const status of OfferStatus.options) {
      expect(rows.find((r) => r.status === status)?.count ?? 0, status).toBeGreaterThanOrEqual(20);
    }
    const companies = await db.db
      .selectDistinct({ name: schema.customers.name })
      .from(schema.offers)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.offers.customerId));
    expect(companies.map((c) => c.name)).toContain("Acme Latam");
    expect(companies.length).toBeGreaterThanOrEqual(4);
  });

  it("answers valid offers with skills and budgets, in Spanish and English", async () => {
    const offers = await db.db.select().from(schema.offers).limit(30);
    for (const o of offers.slice(0, 5)) {
      const detail = await getOfferDetail(db.db, o.id);
      expect(detail.skills.length).toBeGreaterThan(0);
      expect(detail.budget.min).toBeLessThanOrEqual(detail.budget.max);
    }
    expect(offers.some((o) => o.description.startsWith("## Sobre el rol"))).toBe(true);
    expect(offers.some((o) => o.description.startsWith("## About the role"))).toBe(true);
  });

  it("has candidates in many pipeline statuses, each with its history", async () => {
    const statuses = await db.db
      .selectDistinct({ status: schema.candidates.status })
      .from(schema.candidates);
    for (const { status } of statuses) expect(CandidateStatus.options).toContain(status);
    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.map((s) => s.status)).toContain("working");
    const [orphans] = await db.db
      .execute(sql`
      select count(*)::int as n from candidates c
      where not exists (select 1 from candidate_events e where e.candidate_id = c.id and e.to_status = c.status)`)
      .then((r) => rowsOf<{ n: number }>(r));
    expect(orphans?.n).toBe(0);
  });

  it("walks every candidate through the candidate transition table, with notes and stages", async () => {
    // Status moves only (a stage-only event keeps its status: from = to).
    const events = await db.db
      .select()
      .from(schema.candidateEvents)
      .where(
        sql`${schema.candidateEvents.fromStatus} is not null and ${schema.candidateEvents.fromStatus} <> ${schema.candidateEvents.toStatus}`,
      );
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) {
      const from = e.fromStatus as CandidateStatus;
      const to = e.toStatus as CandidateStatus;
      expect(canTransitionCandidate(from, to), `${from} → ${to}`).toBe(true);
      if (requiresNote(to)) expect(e.note, `${from} → ${to}`).toBeTruthy();
    }
    const presented = await db.db
      .select()
      .from(schema.candidates)
      .innerJoin(
        schema.candidateEvents,
        eq(schema.candidateEvents.candidateId, schema.candidates.id),
      )
      .where(eq(schema.candidateEvents.toStatus, "presented_to_client_pending"));
    expect(presented.length).toBeGreaterThan(0);
    for (const { candidates: c } of presented) {
      expect(requiresApprovedStages("presented_to_client_pending")).toBe(true);
      expect([c.softStatus, c.hardStatus]).toEqual(["approved", "approved"]);
    }
  });

  it("adds only candidates that pass their offer's hard filters, or that carry an override reason", async () => {
    const rows = await db.db
      .select({
        id: schema.candidates.id,
        offerId: schema.candidates.offerId,
        developerId: schema.candidates.developerId,
        overrideReason: schema.candidates.overrideReason,
      })
      .from(schema.candidates);
    expect(rows.length).toBeGreaterThan(100);
    const byOffer = new Map<string, typeof rows>();
    for (const r of rows) byOffer.set(r.offerId, [...(byOffer.get(r.offerId) ?? []), r]);
    let overridden = 0;
    for (const [offerId, candidates] of byOffer) {
      const results = await hardFilterResults(db.db, offerId, {
        limit: candidates.length,
        developerIds: candidates.map((c) => c.developerId),
      });
      for (const c of candidates) {
        const result = results.find((r) => r.developerId === c.developerId);
        expect(result, c.id).toBeDefined();
        if (result!.exclusions.length === 0) continue;
        expect(OverrideReason.safeParse(c.overrideReason).success, result!.exclusions.join()).toBe(
          true,
        );
        overridden++;
      }
    }
    // Some exclusions are kept on purpose, each explained in its first history event.
    expect(overridden).toBeGreaterThan(0);
    const firstEvents = await db.db
      .select()
      .from(schema.candidateEvents)
      .where(
        sql`${schema.candidateEvents.fromStatus} is null and ${schema.candidateEvents.overrideReason} is not null`,
      );
    expect(firstEvents.length).toBe(overridden);
    for (const e of firstEvents) expect(e.note).toBeTruthy();
  });
});
