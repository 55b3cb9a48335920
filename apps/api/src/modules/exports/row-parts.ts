import {
  type CandidateDecision,
  DeepProfileDocument,
  type ExportedDecision,
  type ExportedInterview,
  type Locale,
  rejectionReasonLabels,
} from "@encaja/contracts";

/** A decision as exports write it, its reason also in words. */
export const exportedDecision = (
  decision: Omit<CandidateDecision, "developerMessage" | "id" | "snapshotId">,
  locale: Locale,
): ExportedDecision => ({
  outcome: decision.decision,
  reason: decision.reason,
  reasonLabel: decision.reason ? rejectionReasonLabels[decision.reason][locale] : null,
  feedback: decision.feedback,
  decidedBy: decision.decidedBy,
  decidedAt: decision.decidedAt,
});

const QuotedInterviews = DeepProfileDocument.shape.interviews;

/**
 * The interview results a snapshot's document quotes, which is what the company was shown;
 * dated when held (older snapshots only recorded when the result was written).
 */
export function quotedInterviews(document: unknown): ExportedInterview[] {
  const parsed = QuotedInterviews.safeParse(document ?? []);
  if (!parsed.success) return [];
  return parsed.data.map((interview) => ({
    type: interview.type,
    result: interview.result,
    date: interview.scheduledAt ?? interview.completedAt,
  }));
}

/** The latest of some instants, as ISO text. */
export const latestInstant = (...dates: readonly (Date | null | undefined)[]): string =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0))).toISOString();
