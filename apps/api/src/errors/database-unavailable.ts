import { causeChain } from "./cause-chain";

/**
 * Why the database could not answer, when that is what failed: "unavailable" (down, restarting,
 * unreachable) or "overloaded" (a statement ran past DB_STATEMENT_TIMEOUT_MS). Either way the
 * request was fine and the same request later may succeed.
 */
export type DatabaseFailure = "unavailable" | "overloaded";

/** Seconds a client waits before retrying a request the database could not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when the server is gone, refuses, or stops answering. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception) is matched by
 * prefix; 57P01/57P02 admin or crash shutdown, 57P03 still starting or shutting down, 53300 no
 * connection slot left.
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
/** query_canceled: what statement_timeout raises. */
const STATEMENT_TIMEOUT = "57014";

/** node-postgres raises these without a code when a connection dies or cannot be had in time. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
];

function classify(error: Error): DatabaseFailure | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (code === STATEMENT_TIMEOUT) return "overloaded";
    if (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return "unavailable";
    }
  }
  return unavailableMessages.some((pattern) => pattern.test(error.message)) ? "unavailable" : null;
}

/** The database failure an error is, or was caused by (drizzle wraps the driver's); else null. */
export function databaseFailureIn(error: unknown): DatabaseFailure | null {
  for (const link of causeChain(error)) {
    const failure = classify(link);
    if (failure) return failure;
  }
  return null;
}

/** unique_violation: a row another request inserted first. */
const UNIQUE_VIOLATION = "23505";

/** Whether an error is, or was caused by, a unique index refusing a duplicate row. */
export function uniqueViolationIn(error: unknown): boolean {
  for (const link of causeChain(error)) {
    if ((link as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
