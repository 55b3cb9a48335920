import { lt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { oauthStates, passwordResetTokens, profileClaims, rateLimits } from "../schema";
import { pruneLoginFailures } from "./rate-limits";
import { deleteStaleSessions } from "./sessions";

/** Arbitrary constant: only one API instance prunes at a time. */
const HOUSEKEEPING_LOCK_KEY = 7_234_002;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Drops rows that no longer mean anything: ended sessions, old login failures, finished
 * rate-limit windows, expired OAuth states and one-time tokens. Safe to call from every
 * instance: the one holding the advisory lock does the work, the others return false.
 */
export async function runHousekeeping(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) as locked`,
    );
    const [lock] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!lock?.locked) return false;
    await deleteStaleSessions(tx);
    await pruneLoginFailures(tx, DAY_SECONDS);
    await tx.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
    await tx.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
    const weekAgo = sql`now() - interval '7 days'`;
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, weekAgo));
    await tx.delete(profileClaims).where(lt(profileClaims.expiresAt, weekAgo));
    return true;
  });
}
