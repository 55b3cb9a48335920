import {
  defaultServerError,
  errorMessages,
  isErrorCode,
  legacyMessageCodes,
  requestFailedSuffix,
  requestReference,
  unknownError,
  VALIDATION_MESSAGE,
} from "@encaja/contracts";
import { reportShownError } from "@/lib/monitoring/shown-errors";
import { ApiError } from "./client";

type Locale = "es" | "en";

/**
 * ARCHITECTURE §4 / spec §8: the one place an API error becomes the text a user reads.
 * - no answer (network) or an answer without an error body → the default server error;
 * - a validation failure (code VALIDATION or the generic "Validation failed") → the errors list;
 * - a catalogue code (or a legacy message such as "Registration failed") → its message;
 * - a code the catalogue does not know → the default server error ("try again later");
 * - anything that is not an API error → "Error desconocido" / "Unknown error".
 * A server failure (5xx) or an unknown code also shows the API's request id, which support can
 * find in the logs and the error reports. Every error that passes here is reported (ADR 0036).
 */
export function apiErrorMessage(error: unknown, locale: Locale): string {
  reportShownError(error);
  if (!(error instanceof ApiError)) return unknownError[locale];
  const envelope = error.envelope;
  if (error.isNetworkError) return defaultServerError[locale];
  if (!envelope) return withReference(defaultServerError[locale], error, locale);

  if (envelope.code === "VALIDATION" || envelope.message === VALIDATION_MESSAGE) {
    const list = (envelope.errors ?? [])
      .map((item) => (item.path ? `${item.path}: ${item.message}` : item.message))
      .filter((line) => line.trim() !== "");
    if (list.length > 0) return list.join("\n");
    return `${error.status} ${requestFailedSuffix[locale]}`;
  }

  const code = isErrorCode(envelope.code) ? envelope.code : legacyMessageCodes[envelope.message];
  if (!code) return withReference(defaultServerError[locale], error, locale);
  const message = errorMessages[code][locale];
  return error.status >= 500 ? withReference(message, error, locale) : message;
}

/** `message` followed by "(Referencia: <request id>)" when the answer carried one. */
function withReference(message: string, error: ApiError, locale: Locale): string {
  return error.requestId ? `${message} (${requestReference[locale]}: ${error.requestId})` : message;
}

/** The catalogue message for a code from a URL (e.g. /login/failure?code=E00GAF). */
export function codeMessage(code: string | undefined, locale: Locale): string {
  if (code && isErrorCode(code)) return errorMessages[code][locale];
  return defaultServerError[locale];
}
