import type { Executor, InterviewWithRelations } from "@encaja/db/queries";
import type { InterviewChange } from "../../interviews/invites";
import { companyViewOfCandidate } from "./candidate-events";
import { emitWebhookEvent } from "./emit";

/**
 * In the change's transaction: `interview.scheduled|rescheduled|cancelled` for a soft,
 * technical or English interview of a candidate presented to the company (its offer page shows
 * those stages' results). Interviews of candidates it was never shown, of developers without
 * an offer, and matching interviews (the team's screening, never shown to a company) are not
 * the company's news.
 */
export async function recordInterviewEvent(
  tx: Executor,
  row: InterviewWithRelations,
  change: InterviewChange,
): Promise<void> {
  const i = row.interview;
  if (!i.candidateId) return;
  const view = await companyViewOfCandidate(tx, i.candidateId);
  if (!view) return;
  const interview = {
    id: i.id,
    type: i.type,
    startsAt: i.scheduledAt.toISOString(),
    endsAt: new Date(i.scheduledAt.getTime() + i.durationMinutes * 60_000).toISOString(),
    durationMinutes: i.durationMinutes,
    timeZone: i.developerTimeZone ?? "UTC",
  };
  const about = { offer: view.offer, candidate: view.candidate };
  if (change === "cancelled") {
    const cancelledAt = (i.cancelledAt ?? new Date()).toISOString();
    await emitWebhookEvent(tx, view.customerId, "interview.cancelled", {
      ...about,
      interview: { ...interview, cancelledAt },
    });
    return;
  }
  await emitWebhookEvent(tx, view.customerId, `interview.${change}`, { ...about, interview });
}
