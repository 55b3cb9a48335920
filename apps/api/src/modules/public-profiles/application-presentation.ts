import type { ApplicationPresentation, PresentationOutcome } from "@encaja/contracts";
import {
  type CandidatePresentationRow,
  type Executor,
  latestPresentations,
} from "@encaja/db/queries";

/** Statuses the pipeline only reaches after the company approved the candidate. */
const afterApproval = new Set<string>([
  "presented_to_client_approved",
  "proposal_sent",
  "proposal_accepted",
  "proposal_rejected",
  "too_expensive",
  "working",
  "dev_left",
  "resignation",
]);

/** A decision row's outcome, else the one the candidate's status says, else still pending. */
function outcomeOf(row: CandidatePresentationRow, candidateStatus: string): PresentationOutcome {
  if (row.decision === "approved" || row.decision === "not_approved") return row.decision;
  if (afterApproval.has(candidateStatus)) return "approved";
  if (candidateStatus === "presented_to_client_not_approved") return "not_approved";
  return "pending";
}

/**
 * The presentation block of each candidacy that has a snapshot, keyed by candidate id. Only
 * words a matcher shared reach the developer, never the customer's reason or feedback.
 */
export async function presentationsOf(
  db: Executor,
  candidates: ReadonlyArray<{ id: string; status: string }>,
): Promise<Map<string, ApplicationPresentation>> {
  const rows = await latestPresentations(
    db,
    candidates.map((c) => c.id),
  );
  const statusOf = new Map(candidates.map((c) => [c.id, c.status]));
  return new Map(
    rows.map((row) => [
      row.candidateId,
      {
        presentedAt: row.presentedAt.toISOString(),
        outcome: outcomeOf(row, statusOf.get(row.candidateId) ?? ""),
        message: row.decision ? row.developerMessage : null,
      },
    ]),
  );
}
