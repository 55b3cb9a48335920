import type {
  Candidate,
  CandidateOrigin,
  CandidateStatus,
  InterviewStageStatus,
  OverrideReason,
} from "@encaja/contracts";
import type { CandidateRow } from "@encaja/db/queries";

export function toCandidate(
  row: CandidateRow,
  developer: { hashedId: string; firstName: string; lastName: string },
): Candidate {
  return {
    id: row.id,
    offerId: row.offerId,
    developerId: row.developerId,
    developer,
    status: row.status as CandidateStatus,
    statusReason: row.statusReason,
    note: row.note,
    origin: row.origin as CandidateOrigin,
    matchScore: row.matchScore,
    overrideReason: (row.overrideReason as OverrideReason | null) ?? null,
    stages: {
      soft: row.softStatus as InterviewStageStatus,
      hard: row.hardStatus as InterviewStageStatus,
      english: row.englishStatus as InterviewStageStatus,
    },
    createdBy: row.createdBy,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
