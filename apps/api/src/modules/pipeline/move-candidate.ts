import {
  allowedCandidateTransitions,
  type CandidateStatus,
  canTransitionCandidate,
  type InterviewStageStatus,
  type OverrideReason,
} from "@encaja/contracts";
import {
  applyCandidateChange,
  type CandidateMove,
  type CandidateRow,
  type Executor,
  inTransaction,
  isOneStatementChange,
} from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { entersPresentation, freezeSnapshot } from "../deep-profiles/freeze";
import { candidateMoveNotifies, notifyCandidateMove } from "../notifications/events";
import type { NotifyDeps } from "../notifications/notify";
import {
  candidateMoveMayEmit,
  recordCandidateMoveEvents,
} from "../webhooks/events/candidate-events";

export const invalidCandidateTransition = (from: CandidateStatus, to: CandidateStatus) =>
  appError("CANDIDATE_INVALID_TRANSITION", `A candidate cannot go from ${from} to ${to}`, {
    details: { status: from, allowed: [...allowedCandidateTransitions(from)] },
  });

export interface CandidateMoveInput {
  /** The candidate as the caller read it: its status is the compare-and-set's `from`. */
  candidate: { id: string; status: string };
  /** The new status; the current one for a stage-only change. */
  to: CandidateStatus;
  note?: string | null | undefined;
  /** The note explains only this move (an application, an invitation answer): the row's note stays. */
  noteOnEventOnly?: boolean;
  overrideReason?: OverrideReason | null | undefined;
  stages?: {
    soft?: InterviewStageStatus | undefined;
    hard?: InterviewStageStatus | undefined;
    english?: InterviewStageStatus | undefined;
  };
  /** The move invites the developer to the offer (stamps `invitedAt`). */
  invited?: boolean;
}

/**
 * THE writer of a candidate's status (ADR 0024): the matcher's PATCH, bulk moves, applications,
 * offer invitations and their answers, matching interviews and the seed all move candidates
 * here. A status move must be an edge of `candidateTransitions` (409
 * CANDIDATE_INVALID_TRANSITION otherwise); every move and stage change writes a
 * candidate_events row, and a move into a presented status freezes a snapshot. `notify` tells
 * the developer and the company of the move in the same transaction; null (the seed, scripts)
 * tells no one. The company's webhooks hear of a presentation or a new stage either way. Null
 * when the candidate's status is no longer `candidate.status` (someone moved it meanwhile); each
 * caller answers that in its own words.
 */
export async function moveCandidate(
  notify: NotifyDeps | null,
  db: Executor,
  actor: Pick<AuthContext, "userId"> | null,
  input: CandidateMoveInput,
): Promise<CandidateRow | null> {
  const from = input.candidate.status as CandidateStatus;
  if (input.to !== from && !canTransitionCandidate(from, input.to)) {
    throw invalidCandidateTransition(from, input.to);
  }
  const move: CandidateMove = {
    id: input.candidate.id,
    from,
    to: input.to,
    actorUserId: actor?.userId ?? null,
    note: input.note,
    noteOnEventOnly: input.noteOnEventOnly,
    overrideReason: input.overrideReason,
    stages: input.stages,
    invited: input.invited,
  };
  // The usual move (e.g. soft → hard interview) is one statement with nothing after it: no
  // BEGIN/COMMIT round trips around it (ADR 0048).
  if (
    isOneStatementChange(move) &&
    !entersPresentation(from, input.to) &&
    !(notify && candidateMoveNotifies(from, input.to)) &&
    !candidateMoveMayEmit(from, input.to)
  ) {
    return applyCandidateChange(db, move);
  }
  // One transaction: the move, its snapshot (when presenting), its notifications and its
  // webhook events, so none of them exists without the others.
  return inTransaction(db, async (tx) => {
    const row = await applyCandidateChange(tx, move);
    if (row && entersPresentation(from, input.to)) {
      await freezeSnapshot(tx, { candidate: row, actorUserId: actor?.userId ?? null });
    }
    if (row && notify)
      await notifyCandidateMove(notify, tx, { candidateId: row.id, from, to: input.to });
    if (row) await recordCandidateMoveEvents(tx, { candidateId: row.id, from, to: input.to });
    return row;
  });
}
