import type { CandidateStatus } from "@encaja/contracts";
import { ApiError } from "@/lib/api/client";

/** The catalogue code of an API error, if any. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.envelope?.code : undefined;

/** The moves a 409 CANDIDATE_INVALID_TRANSITION answered as allowed (empty otherwise). */
export function allowedFrom(error: unknown): CandidateStatus[] {
  if (!(error instanceof ApiError) || error.envelope?.code !== "CANDIDATE_INVALID_TRANSITION")
    return [];
  const allowed = error.envelope.details?.allowed;
  return Array.isArray(allowed) ? (allowed as CandidateStatus[]) : [];
}
