import { type Executor, hitRateLimit } from "@encaja/db/queries";
import { type AppError, appError } from "../../errors/app-error";

/** 429 with the wait twice: the Retry-After header, and `retryAfterSeconds` for the web. */
export function rateLimited(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return appError("RATE_LIMITED", "Too many requests. Try again later.", {
    headers: { "retry-after": String(seconds) },
    details: { retryAfterSeconds: seconds },
  });
}

/** Throws 429 RATE_LIMITED with Retry-After once `limit` hits are exceeded in the window. */
export async function enforceRateLimit(
  db: Executor,
  input: { bucket: string; key: string; limit: number; windowSeconds: number },
): Promise<void> {
  const { count, resetInSeconds } = await hitRateLimit(db, input);
  if (count > input.limit) throw rateLimited(resetInSeconds);
}

/** Like enforceRateLimit, but tells the caller instead of throwing (for silent limits). */
export async function withinRateLimit(
  db: Executor,
  input: { bucket: string; key: string; limit: number; windowSeconds: number },
): Promise<boolean> {
  const { count } = await hitRateLimit(db, input);
  return count <= input.limit;
}
