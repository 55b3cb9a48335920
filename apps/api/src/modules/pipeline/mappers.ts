import type { Candidate } from "@encaja/contracts";
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
    status: row.status,
    statusReason: row.statusReason,
    note: row.note,
    origin: row.origin,
    matchScore: row.matchScore,
    overrideReason: row.overrideReason ?? null,
    stages: {
      soft: row.softStatus,
      hard: row.hardStatus,
      english: row.englishStatus,
    },
    createdBy: row.createdBy,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
