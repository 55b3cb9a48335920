import type { ErrorCodeWithDetails, ErrorDetails } from "@encaja/contracts";
import { ApiError } from "./client";

/**
 * The extra fields of an API error with `code` (e.g. INVALID_TRANSITION's `allowed` moves),
 * parsed with the code's catalogue schema; `undefined` for any other error or a shape that does
 * not match. The catalogue (a details schema per code) loads with the first error asked about,
 * so the screens that read details do not build its schemas with the page.
 */
export async function errorDetails<C extends ErrorCodeWithDetails>(
  error: unknown,
  code: C,
): Promise<ErrorDetails<C> | undefined> {
  if (!(error instanceof ApiError)) return undefined;
  const { parseErrorDetails } = await import("@encaja/contracts/error-catalogue");
  return parseErrorDetails(code, error.envelope);
}
