import { type CandidateStatus, canTransitionCandidate } from "@encaja/contracts";
import { budgetCandidateRows, type Executor } from "@encaja/db/queries";
import type { AuthContext } from "../../plugins/authorization";
import type { NotifyDeps } from "../notifications/notify";
import { moveCandidate } from "../pipeline/move-candidate";

/**
 * Moves a budget's linked candidates to `to` through moveCandidate (the one writer), skipping
 * those for which that is not an allowed transition. Returns the ids that moved.
 */
export async function moveBudgetCandidates(
  notify: NotifyDeps,
  tx: Executor,
  auth: Pick<AuthContext, "userId">,
  budgetId: string,
  to: CandidateStatus,
  note: string,
): Promise<string[]> {
  const moved: string[] = [];
  for (const c of await budgetCandidateRows(tx, budgetId)) {
    if (!canTransitionCandidate(c.status, to)) continue;
    const row = await moveCandidate(notify, tx, auth, {
      candidate: { id: c.candidateId, status: c.status },
      to,
      note,
      noteOnEventOnly: true,
    });
    if (row) moved.push(c.candidateId);
  }
  return moved;
}
