import type { Db } from "@encaja/db/client";
import {
  customerIdOfUser,
  findUserByEmail,
  insertCandidate,
  insertCandidateDecision,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import { freezeSnapshot } from "../modules/deep-profiles/freeze";
import { refitAllCompanyWeights } from "../modules/matching/learning";
import { rankWithExcluded } from "../modules/matching/matching.service";

/** Candidates decided on each side: strong English (mostly approved) and at the minimum. */
const PER_SIDE = 7;

/**
 * Demo data for the ranking that learns (ADR 0062): on one of Acme Latam's finished offers,
 * the company decided on presented candidates in pairs of like scores and approved the one with
 * strong English (but in one pair, the other), so the adjusted ranking of its offers weighs
 * English more from the first start. Then every company's weights are fitted. Safe to run twice.
 */
export async function seedDemoMatchLearning(db: Db): Promise<void> {
  const [matcher, customer] = await Promise.all([
    findUserByEmail(db, "matcher@demo.encaja.dev"),
    findUserByEmail(db, "customer@demo.encaja.dev"),
  ]);
  const customerId = customer && (await customerIdOfUser(db, customer.id));
  if (!matcher || !customer || !customerId) return;
  const [offer] = await db
    .select({ id: schema.offers.id })
    .from(schema.offers)
    .where(
      and(
        eq(schema.offers.customerId, customerId),
        inArray(schema.offers.status, ["closed", "filled"]),
      ),
    )
    .orderBy(asc(schema.offers.createdAt), asc(schema.offers.id))
    .limit(1);
  // Decided already? (Not "weights exist": housekeeping may fit them from earlier demo
  // decisions while the demo data loads in the background.)
  if (offer && !(await decidedOnEnglish(db, offer.id))) {
    await decideByEnglish(db, offer.id, matcher.id, customer.id);
  }
  await refitAllCompanyWeights(db);
}

async function decidedOnEnglish(db: Db, offerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.candidateDecisions.id })
    .from(schema.candidateDecisions)
    .innerJoin(schema.candidates, eq(schema.candidates.id, schema.candidateDecisions.candidateId))
    .where(
      and(
        eq(schema.candidates.offerId, offerId),
        eq(schema.candidateDecisions.reason, "english_level"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function decideByEnglish(db: Db, offerId: string, matcherId: string, customerUserId: string) {
  const taken = new Set(
    (
      await db
        .select({ developerId: schema.candidates.developerId })
        .from(schema.candidates)
        .where(eq(schema.candidates.offerId, offerId))
    ).map((c) => c.developerId),
  );
  const { rows } = await rankWithExcluded(db, offerId, { limit: 300, allowFinished: true });
  const eligible = rows.filter((r) => !r.excluded && !taken.has(r.developer_id));
  // Pairs of like scores, one with strong English and one at the minimum: what sets the
  // approved apart is English, not the rest of the score (which the ranking already weighs).
  const strongPool = eligible.filter((r) => Number(r.v_english) >= 0.75);
  const decided: { row: (typeof eligible)[number]; approved: boolean }[] = [];
  for (const weak of eligible.filter((r) => Number(r.v_english) < 0.75)) {
    if (decided.length === 2 * PER_SIDE || strongPool.length === 0) break;
    const nearest = strongPool.reduce((best, r) =>
      Math.abs(Number(r.score) - Number(weak.score)) <
      Math.abs(Number(best.score) - Number(weak.score))
        ? r
        : best,
    );
    strongPool.splice(strongPool.indexOf(nearest), 1);
    const exception = decided.length === 0;
    decided.push({ row: nearest, approved: !exception }, { row: weak, approved: exception });
  }
  for (const { row, approved } of decided) {
    const candidate = await insertCandidate(db, {
      offerId,
      developerId: row.developer_id,
      status: approved ? "presented_to_client_approved" : "presented_to_client_not_approved",
      origin: "matching_algorithm",
      createdBy: matcherId,
      matchScore: Math.round(Number(row.score) * 10) / 10,
    });
    if (!candidate) continue;
    const snapshot = await freezeSnapshot(db, { candidate, actorUserId: matcherId });
    await insertCandidateDecision(db, {
      candidateId: candidate.id,
      snapshotId: snapshot.id,
      decision: approved ? "approved" : "not_approved",
      reason: approved ? null : "english_level",
      feedback: approved
        ? "Se comunica muy bien en inglés con el equipo de Estados Unidos."
        : "Nos preocupa la comunicación en inglés con el equipo.",
      decidedBy: customerUserId,
    });
  }
}
