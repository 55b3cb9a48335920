import {
  allowedCandidateTransitions,
  type CandidateStatus,
  type InterviewResult,
  type InterviewType,
  matchingOutcomeStatus,
} from "@encaja/contracts";
import {
  type CandidateRow,
  candidaciesOfDeveloper,
  type Executor,
  findCandidateWithOffer,
  type InterviewWithRelations,
} from "@encaja/db/queries";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { FINISHED_OFFER_STATUSES } from "../matching/matching.service";
import { moveCandidate } from "../pipeline/move-candidate";

const stageOf = (candidate: CandidateRow, stage: InterviewType) =>
  ({ soft: candidate.softStatus, hard: candidate.hardStatus, english: candidate.englishStatus })[
    stage
  ];

/** The candidate status that waits for the stage's interview (English has none). */
const waitingStatusOf: Partial<Record<InterviewType, CandidateStatus>> = {
  soft: "soft_interview",
  hard: "hard_interview",
};

/**
 * Where the result takes the candidate: approved while waiting for that interview, it moves on
 * as a matching interview's "advance" does (the next stage not yet approved, else presented to
 * the client); anything else keeps its status.
 */
export function statusAfterInterview(
  candidate: Pick<CandidateRow, "status" | "softStatus" | "hardStatus">,
  stage: InterviewType,
  result: InterviewResult,
): CandidateStatus {
  const status = candidate.status as CandidateStatus;
  if (result !== "approved" || waitingStatusOf[stage] !== status) return status;
  return matchingOutcomeStatus("advance", {
    soft: candidate.softStatus,
    hard: candidate.hardStatus,
    [stage]: result,
  });
}

/**
 * Sets one candidate's stage through the pipeline's one writer (history: who, when), and moves
 * it on when the result is its next step (`statusAfterInterview`), in the same change.
 */
async function setStage(
  deps: ServiceDeps,
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
    const moved = await moveCandidate(deps, tx, auth, {
      candidate: found.candidate,
      to: statusAfterInterview(found.candidate, stage, result),
      stages: { [stage]: result },
    });
    if (moved) return;
  }
}

/**
 * A completed interview sets the stage (soft/hard/english) of its candidate, and an approval
 * moves a candidate waiting for that interview to its next step. An
 * interview without an offer (a developer booked it from /preview-hard) speaks for the
 * developer: it sets that stage on every open candidacy where it is still pending, so a
 * result someone gave for one offer is never overwritten.
 */
export async function applyStageResult(
  deps: ServiceDeps,
  tx: Executor,
  auth: AuthContext,
  row: InterviewWithRelations,
  result: InterviewResult,
) {
  const stage = row.interview.type;
  if (row.interview.candidateId) {
    await setStage(deps, tx, auth, row.interview.candidateId, stage, result, false);
    return;
  }
  const candidacies = await candidaciesOfDeveloper(tx, row.interview.developerId);
  for (const { candidate, offer } of candidacies) {
    const open =
      allowedCandidateTransitions(candidate.status).length > 0 &&
      !FINISHED_OFFER_STATUSES.includes(offer.status as never);
    if (open) await setStage(deps, tx, auth, candidate.id, stage, result, true);
  }
}
