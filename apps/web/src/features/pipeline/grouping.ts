import {
  allowedCandidateTransitions,
  type Candidate,
  type CandidateStatus,
  type PipelineStage,
  pipelineStageOf,
  pipelineStages,
  requiresApprovedStages,
  requiresNote,
  type StageStatuses,
} from "@encaja/contracts";

export type BoardColumn = { stage: PipelineStage; cards: Candidate[]; total: number };

/**
 * The board's columns: one per pipeline stage (sourcing → discarded), each with its cards in
 * the order received and the total the API counted (more may be on later pages).
 */
export function boardColumns(
  cards: readonly Candidate[],
  groups: ReadonlyArray<{ status: CandidateStatus; count: number }> = [],
): BoardColumn[] {
  return pipelineStages.map((stage) => {
    const inStage = cards.filter((c) => pipelineStageOf(c.status) === stage);
    const counted = groups
      .filter((g) => pipelineStageOf(g.status) === stage)
      .reduce((sum, g) => sum + g.count, 0);
    return { stage, cards: inStage, total: Math.max(counted, inStage.length) };
  });
}

/** Where a card may go from its status; `stage` narrows to one column (a drop target). */
export function movesFrom(status: CandidateStatus, stage?: PipelineStage): CandidateStatus[] {
  const allowed = allowedCandidateTransitions(status);
  return stage ? allowed.filter((s) => pipelineStageOf(s) === stage) : [...allowed];
}

/** The statuses at least one of the selected cards may move to (bulk moves report the rest). */
export function bulkMoves(statuses: readonly CandidateStatus[]): CandidateStatus[] {
  const seen = new Set<CandidateStatus>();
  for (const status of statuses) for (const to of movesFrom(status)) seen.add(to);
  return [...seen];
}

/** What a move to `to` must carry: a note, and an override reason when the stages are not approved. */
export function moveRequirements(to: CandidateStatus, stages: readonly StageStatuses[]) {
  const gated = requiresApprovedStages(to);
  return {
    note: requiresNote(to),
    override: gated && stages.some((s) => s.soft !== "approved" || s.hard !== "approved"),
  };
}

export const moveGroups = ["next", "rejections", "other"] as const;
export type MoveGroup = (typeof moveGroups)[number];

/**
 * A menu's moves in groups: next steps (forward in the process), rejections (every status that
 * closes the candidacy) and other; empty groups are left out, each keeps the given order.
 */
export function groupMoves(
  moves: readonly CandidateStatus[],
): Array<{ group: MoveGroup; statuses: CandidateStatus[] }> {
  const groupOf = (s: CandidateStatus): MoveGroup =>
    s === "other" ? "other" : pipelineStageOf(s) === "discarded" ? "rejections" : "next";
  return moveGroups
    .map((group) => ({ group, statuses: moves.filter((s) => groupOf(s) === group) }))
    .filter((g) => g.statuses.length > 0);
}
