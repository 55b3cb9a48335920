import type { ErrorEnvelope } from "@encaja/contracts";

/** The API's 400 VALIDATION envelope listing `errors` (each a path and its message). */
export function validationEnvelope(
  errors: Array<{ path: string; message: string }>,
): ErrorEnvelope {
  return { statusCode: 400, code: "VALIDATION", message: "Validation failed", errors };
}
