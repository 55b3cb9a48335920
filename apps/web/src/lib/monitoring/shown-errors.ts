import { ApiError } from "@/lib/api/client";
import { reportError } from "./report";

/** Errors already reported: a message re-rendered from the same error is not sent again. */
const reported = new WeakSet<object>();

/**
 * Reports an error the app is about to show (spec §8: all errors are reported; ADR 0036).
 * An API error carries the API's request id, its code and status as tags; a 4xx (the user's
 * own request refused: validation, wrong password, conflict) is a warning, anything else
 * (5xx, no answer, not an API error at all) an error.
 */
export function reportShownError(error: unknown): void {
  if (typeof window === "undefined") return;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (!(error instanceof ApiError)) {
    reportError({ error, level: "error", tags: { shown: "unknown" } });
    return;
  }
  const code = error.envelope?.code ?? (error.isNetworkError ? "NETWORK" : "NO_ENVELOPE");
  const status = String(error.status);
  reportError({
    error,
    level: error.status >= 400 && error.status < 500 ? "warning" : "error",
    tags: { requestId: error.requestId ?? "none", code, status },
    fingerprint: ["api-error", code, status],
  });
}
