import {
  allowedCandidateTransitions,
  type InterviewResult,
  type InterviewType,
} from "@encaja/contracts";
import {
  type CandidateRow,
  candidaciesOfDeveloper,
  type Executor,
  findCandidateWithOffer,
  type InterviewWithRelations,
} from "@encaja/db/queries";
import type { AuthContext } from "../../plugins/authorization";
import { FINISHED_OFFER_STATUSES } from "../matching/matching.service";
import { moveCandidate } from "../pipeline/move-candidate";

const stageOf = (candidate: CandidateRow, stage: InterviewType) =>
  ({ soft: candidate.softStatus, hard: candidate.hardStatus, english: candidate.englishStatus })[
    stage
  ];

/** Sets one candidate's stage through the pipeline's one writer (history: who, when). */
async function setStage(
  tx: Executor,
  auth: AuthContext,
  candidateId: string,
  stage: InterviewType,
  result: InterviewResult,
  onlyIfPending: boolean,
) {
  // A concurrent move changes the status under us: read again and retry once.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = await findCandidateWithOffer(tx, candidateId);
    if (!found) return;
    if (onlyIfPending && stageOf(found.candidate, stage) !== "pending") return;
    // Only stages change, not the status: a move of that kind notifies no one.
    const moved = await moveCandidate(null, tx, auth, {
      candidate: found.candidate,
      to: found.candidate.status,
      stages: { [stage]: result },
    });
    if (moved) return;
  }
}

/**
 * A completed interview sets the stage (soft/hard/english) of its candidate. An
 * interview without an offer (a developer booked it from /preview-hard) speaks for the
 * developer: it sets that stage on every open candidacy where it is still pending, so a
 * result someone gave for one offer is never overwritten.
 */
export async function applyStageResult(
  tx: Executor,
  auth: AuthContext,
  row: InterviewWithRelations,
  result: InterviewResult,
) {
  const stage = row.interview.type;
  if (row.interview.candidateId) {
    await setStage(tx, auth, row.interview.candidateId, stage, result, false);
    return;
  }
  const candidacies = await candidaciesOfDeveloper(tx, row.interview.developerId);
  for (const { candidate, offer } of candidacies) {
    const open =
      allowedCandidateTransitions(candidate.status).length > 0 &&
      !FINISHED_OFFER_STATUSES.includes(offer.status as never);
    if (open) await setStage(tx, auth, candidate.id, stage, result, true);
  }
}
