import type { CandidateStatus } from "@encaja/contracts";
import { ApiError } from "@/lib/api/client";
import { errorDetails } from "@/lib/api/error-details";

/** The catalogue code of an API error, if any. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.envelope?.code : undefined;

/** The moves a 409 CANDIDATE_INVALID_TRANSITION answered as allowed (empty otherwise). */
export const allowedFrom = async (error: unknown): Promise<CandidateStatus[]> =>
  (await errorDetails(error, "CANDIDATE_INVALID_TRANSITION"))?.allowed ?? [];
