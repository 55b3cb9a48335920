import type { CandidateDecision, PresentedCandidate } from "@encaja/contracts";
import {
  awaitingDecisionStatuses,
  type CandidateDecisionRow,
  type PresentationRow,
} from "@encaja/db/queries";

const DAY_MS = 86_400_000;

/** Whole days between a presentation and `now`. */
export const wholeDaysSince = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

export function toCandidateDecision(
  row: CandidateDecisionRow,
  deciderName: string | null,
): CandidateDecision {
  return {
    id: row.id,
    snapshotId: row.snapshotId,
    decision: row.decision,
    reason: row.reason ?? null,
    feedback: row.feedback,
    decidedBy: deciderName,
    decidedAt: row.decidedAt.toISOString(),
    developerMessage: row.developerMessage,
  };
}

function statusOf(row: PresentationRow): PresentedCandidate["status"] {
  const status = row.candidate.status;
  if (status === "presented_to_client_approved") return "approved";
  if (status === "presented_to_client_not_approved") return "not_approved";
  if (!row.decision && awaitingDecisionStatuses.includes(status)) return "pending";
  return "moved_on";
}

/** A presentation as the customer side sees it: anonymised until the company approves. */
export function toPresentedCandidate(row: PresentationRow, now: Date): PresentedCandidate {
  const status = statusOf(row);
  const approved = status === "approved" || row.decision?.decision === "approved";
  const { developer: dev, candidate } = row;
  const decision = row.decision ? toCandidateDecision(row.decision, row.deciderName) : null;
  return {
    candidateId: candidate.id,
    status,
    presentedAt: row.snapshot.createdAt.toISOString(),
    waitingDays: status === "pending" ? wholeDaysSince(row.snapshot.createdAt, now) : null,
    snapshot: {
      id: row.snapshot.id,
      headline: row.snapshot.headline,
      createdAt: row.snapshot.createdAt.toISOString(),
    },
    matchScore: candidate.matchScore,
    stages: {
      soft: candidate.softStatus,
      hard: candidate.hardStatus,
      english: candidate.englishStatus,
    },
    card: {
      hashedId: dev.hashedId,
      techRole: dev.techRole,
      seniority: dev.seniority,
      englishLevel: dev.englishLevel,
      country: dev.countryCode,
    },
    decision: decision ? (({ developerMessage: _private, ...shown }) => shown)(decision) : null,
    contact: approved
      ? {
          professionalId: candidate.developerId,
          name: `${dev.firstName} ${dev.lastName}`.trim(),
          email: dev.email,
          phone: dev.phone,
          linkedinUrl: dev.linkedinUrl,
        }
      : null,
  };
}
