import {
  type CandidateStatus,
  type PipelineStage,
  pipelineStageLabels,
  pipelineStageOf,
  rejectionReasonLabels,
} from "@encaja/contracts";
import { type Executor, presentationOfCandidate, webhookOfferOf } from "@encaja/db/queries";
import { toPresentedCandidate } from "../../decisions/presented";
import { entersPresentation } from "../../deep-profiles/freeze";
import { emitWebhookEvent } from "./emit";

/**
 * Whether a candidate's move may be news to its company's webhooks: a presentation, or a change
 * of the pipeline stage the company's dashboard counts. Any other move emits nothing, so it
 * keeps moveCandidate's one-statement path.
 */
export const candidateMoveMayEmit = (from: CandidateStatus, to: CandidateStatus): boolean =>
  entersPresentation(from, to) || pipelineStageOf(from) !== pipelineStageOf(to);

/**
 * A candidate as its company's offer page shows it right now (the same mapping), with the
 * offer's company; undefined when the candidate was never presented to the company, which then
 * hears nothing of it.
 */
export async function companyViewOfCandidate(tx: Executor, candidateId: string) {
  const presentation = await presentationOfCandidate(tx, candidateId);
  if (!presentation) return undefined;
  const offer = await webhookOfferOf(tx, presentation.snapshot.offerId);
  if (!offer) return undefined;
  const shown = toPresentedCandidate(presentation, new Date());
  return {
    customerId: offer.customerId,
    offer: { id: offer.id, title: offer.title },
    candidate: { id: candidateId, name: shown.contact?.name ?? null },
    shown,
    changedAt: presentation.candidate.updatedAt.toISOString(),
  };
}

const stageWords = (stage: PipelineStage) => ({ key: stage, label: pipelineStageLabels[stage] });

/**
 * In the move's transaction, after the move (and its snapshot when presenting):
 * `candidate.presented` for a presentation, else `candidate.status_changed` when a candidate
 * presented to the company earlier reaches a new stage.
 */
export async function recordCandidateMoveEvents(
  tx: Executor,
  move: { candidateId: string; from: CandidateStatus; to: CandidateStatus },
): Promise<void> {
  if (!candidateMoveMayEmit(move.from, move.to)) return;
  const view = await companyViewOfCandidate(tx, move.candidateId);
  if (!view) return;
  const { customerId, offer, candidate, shown } = view;
  if (entersPresentation(move.from, move.to)) {
    await emitWebhookEvent(tx, customerId, "candidate.presented", {
      offer,
      candidate,
      presentation: {
        snapshotId: shown.snapshot.id,
        presentedAt: shown.presentedAt,
        headline: shown.snapshot.headline,
      },
      card: shown.card,
      matchScore: shown.matchScore,
    });
    // A presentation starts the company's story of the candidate (at stage `presented`): the
    // stage before it is not one the company saw.
    return;
  }
  // Not a presentation: candidateMoveMayEmit let it through because the stage changed.
  const before = pipelineStageOf(move.from);
  const after = pipelineStageOf(move.to);
  await emitWebhookEvent(tx, customerId, "candidate.status_changed", {
    offer,
    candidate,
    status: stageWords(after),
    previousStatus: stageWords(before),
    changedAt: view.changedAt,
  });
}

/** In the decision's transaction, after it is stored: `candidate.decided`. */
export async function recordCandidateDecided(tx: Executor, candidateId: string): Promise<void> {
  const view = await companyViewOfCandidate(tx, candidateId);
  const decision = view?.shown.decision;
  if (!view || !decision) return;
  await emitWebhookEvent(tx, view.customerId, "candidate.decided", {
    offer: view.offer,
    candidate: view.candidate,
    decision: {
      id: decision.id,
      snapshotId: decision.snapshotId,
      outcome: decision.decision,
      reason: decision.reason,
      reasonLabel: decision.reason ? rejectionReasonLabels[decision.reason] : null,
      feedback: decision.feedback,
      decidedAt: decision.decidedAt,
    },
  });
}
