import {
  defaultServerError,
  errorMessages,
  isErrorCode,
  legacyMessageCodes,
  requestFailedSuffix,
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
 * - any other answer → "<status> Error en la solicitud" / "<status> Request failed";
 * - anything that is not an API error → "Error desconocido" / "Unknown error".
 * Every error that passes here is also reported (spec §8, ADR 0036).
 */
export function apiErrorMessage(error: unknown, locale: Locale): string {
  reportShownError(error);
  if (!(error instanceof ApiError)) return unknownError[locale];
  const envelope = error.envelope;
  if (error.isNetworkError || !envelope) return defaultServerError[locale];

  if (envelope.code === "VALIDATION" || envelope.message === VALIDATION_MESSAGE) {
    const list = (envelope.errors ?? [])
      .map((item) => (item.path ? `${item.path}: ${item.message}` : item.message))
      .filter((line) => line.trim() !== "");
    if (list.length > 0) return list.join("\n");
    return `${error.status} ${requestFailedSuffix[locale]}`;
  }

  if (isErrorCode(envelope.code)) return errorMessages[envelope.code][locale];
  const legacy = legacyMessageCodes[envelope.message];
  if (legacy) return errorMessages[legacy][locale];
  return `${error.status} ${requestFailedSuffix[locale]}`;
}

/** The catalogue message for a code from a URL (e.g. /login/failure?code=E00GAF). */
export function codeMessage(code: string | undefined, locale: Locale): string {
  if (code && isErrorCode(code)) return errorMessages[code][locale];
  return defaultServerError[locale];
}
