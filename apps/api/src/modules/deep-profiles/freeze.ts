import type { CandidateStatus, FrozenMatch } from "@encaja/contracts";
import { type Executor, findOffer, insertSnapshot } from "@encaja/db/queries";
import { toMatch } from "../matching/explain";
import { rankWithExcluded } from "../matching/matching.service";
import { buildDocument, storedContent } from "./document";

/** The statuses in which a candidate stands presented to the customer. */
export const PRESENTED_STATUSES: readonly CandidateStatus[] = [
  "presented_to_client_pending",
  "presented_to_client",
];

/**
 * A move INTO a presented status from outside them freezes a snapshot, so the customer keeps
 * seeing what was presented while the matcher goes on editing the deep profile.
 */
export const entersPresentation = (from: CandidateStatus, to: CandidateStatus) =>
  PRESENTED_STATUSES.includes(to) && !PRESENTED_STATUSES.includes(from);

/** The match as the engine explains it now; the stored score (no parts) when it cannot rank. */
async function frozenMatch(
  db: Executor,
  offerId: string,
  developerId: string,
  storedScore: number | null,
): Promise<FrozenMatch | null> {
  const {
    spec,
    rows: [row],
  } = await rankWithExcluded(db, offerId, {
    limit: 1,
    developerIds: [developerId],
    allowFinished: true,
  });
  if (row) {
    const match = toMatch(row, spec, "es");
    return { score: match.score, parts: match.parts };
  }
  return storedScore === null ? null : { score: storedScore, parts: [] };
}

export interface FreezeInput {
  candidate: { id: string; offerId: string; developerId: string; matchScore: number | null };
  actorUserId: string | null;
}

/**
 * Appends a snapshot of the candidate's deep profile for its offer: the document and the match
 * frozen as ONE JSON value (the row is never updated). Without a deep profile the matcher's
 * parts are empty and the headline falls back to the developer's role.
 */
export async function freezeSnapshot(db: Executor, input: FreezeInput) {
  const { candidate } = input;
  const offer = await findOffer(db, candidate.offerId);
  if (!offer) throw new Error(`offer ${candidate.offerId} of candidate ${candidate.id} missing`);
  const stored = await storedContent(db, candidate.developerId);
  const [document, match] = await Promise.all([
    buildDocument(db, candidate.developerId, stored?.content ?? null),
    frozenMatch(db, candidate.offerId, candidate.developerId, candidate.matchScore),
  ]);
  return insertSnapshot(db, {
    candidateId: candidate.id,
    offerId: candidate.offerId,
    customerId: offer.offer.customerId,
    developerId: candidate.developerId,
    document: { ...document, match },
    createdBy: input.actorUserId,
  });
}
