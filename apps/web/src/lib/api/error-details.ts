import { type ErrorCodeWithDetails, type ErrorDetails, parseErrorDetails } from "@encaja/contracts";
import { ApiError } from "./client";

/**
 * The extra fields of an API error with `code` (e.g. INVALID_TRANSITION's `allowed` moves),
 * parsed with the code's catalogue schema; `undefined` for any other error or a shape that does
 * not match. Kept apart from `errors.ts` so only the screens that read details load the schemas.
 */
export function errorDetails<C extends ErrorCodeWithDetails>(
  error: unknown,
  code: C,
): ErrorDetails<C> | undefined {
  return error instanceof ApiError ? parseErrorDetails(code, error.envelope) : undefined;
}
