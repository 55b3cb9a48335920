import type { MatchCriterion } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { insertCandidate, insertCandidateDecision } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { SCORE_TERMS } from "@encaja/matching";
import { createUser } from "./factories";
import { testDeepProfileDocument } from "./presentations";

export interface TestOutcome {
  approved: boolean;
  /** Criterion values as presented (0–1); the others 0.8. */
  values?: Partial<Record<MatchCriterion, number>>;
}

/**
 * Presented candidates of `offerId` with the company's decisions on them, each snapshot
 * carrying the match as presented (what the ranking learns from). No refit: tests call it.
 */
export async function recordTestDecisions(
  db: Db,
  input: { offerId: string; customerId: string; outcomes: TestOutcome[] },
) {
  const matcher = await createUser(db, "matchers");
  for (const outcome of input.outcomes) {
    const developer = await createUser(db, "developer");
    const candidate = await insertCandidate(db, {
      offerId: input.offerId,
      developerId: developer.developerId!,
      status: outcome.approved
        ? "presented_to_client_approved"
        : "presented_to_client_not_approved",
      origin: "matching_algorithm",
      createdBy: matcher.userId,
      matchScore: 70,
    });
    const parts = SCORE_TERMS.map((criterion) => ({
      criterion,
      weight: 0,
      value: outcome.values?.[criterion] ?? 0.8,
      explanation: { key: "test", params: {}, text: "" },
    }));
    const [snapshot] = await db
      .insert(schema.deepProfileSnapshots)
      .values({
        candidateId: candidate!.id,
        offerId: input.offerId,
        customerId: input.customerId,
        developerId: developer.developerId!,
        createdBy: matcher.userId,
        document: { ...testDeepProfileDocument(), match: { score: 70, parts } },
      })
      .returning({ id: schema.deepProfileSnapshots.id });
    await insertCandidateDecision(db, {
      candidateId: candidate!.id,
      snapshotId: snapshot!.id,
      decision: outcome.approved ? "approved" : "not_approved",
      reason: outcome.approved ? null : "skills_gap",
      decidedBy: null,
    });
  }
}

/** The company prefers high English: 9 of 10 approved at 1, 1 of 10 at 0.5. */
export const prefersEnglish = (): TestOutcome[] =>
  Array.from({ length: 20 }, (_, i) => {
    const high = i % 2 === 0;
    const approved = high ? i !== 0 : i === 1;
    return { approved, values: { english: high ? 1 : 0.5 } };
  });
