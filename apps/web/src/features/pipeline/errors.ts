import type { CandidateStatus } from "@encaja/contracts";
import { ApiError } from "@/lib/api/client";

/** The catalogue code of an API error, if any. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.envelope?.code : undefined;

/**
 * The moves a 409 CANDIDATE_INVALID_TRANSITION answered as allowed (empty otherwise). The error
 * catalogue's schemas load with the first failure, not with the board.
 */
export async function allowedFrom(error: unknown): Promise<CandidateStatus[]> {
  const { errorDetails } = await import("@/lib/api/error-details");
  return errorDetails(error, "CANDIDATE_INVALID_TRANSITION")?.allowed ?? [];
}
