import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  emailOutbox,
  oauthStates,
  passwordResetTokens,
  profileClaims,
  rateLimits,
} from "../schema";
import { deleteExpiredHireDrafts } from "./hire-drafts";
import { pruneLoginFailures } from "./rate-limits";
import { deleteStaleSessions } from "./sessions";

/** Arbitrary constant: only one API instance prunes at a time. */
const HOUSEKEEPING_LOCK_KEY = 7_234_002;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * What a sent email's text and html become: the body held a one-time link (reset, claim,
 * invitation) that must not outlive its delivery (ADR 0018).
 */
export const OUTBOX_REDACTED_BODY = "[removed after sending]";

/**
 * Outbox rows of any status are deleted after this long: the longest-lived link an email
 * carries (a profile claim, 14 days) has expired by then, so nothing useful is lost.
 */
export const OUTBOX_RETENTION_DAYS = 15;

/** Blanks the bodies of sent outbox rows that still have one (rows sent before ADR 0018). */
export async function redactSentOutboxBodies(db: Pick<Db, "update">): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ text: OUTBOX_REDACTED_BODY, html: OUTBOX_REDACTED_BODY })
    .where(and(eq(emailOutbox.status, "sent"), ne(emailOutbox.text, OUTBOX_REDACTED_BODY)));
}

/**
 * Drops rows that no longer mean anything: ended sessions, old login failures, finished
 * rate-limit windows, expired OAuth states and one-time tokens, `/hire` drafts nobody claimed
 * in time (HIRE_DRAFT_TTL_DAYS). Safe to call from every
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
    await deleteExpiredHireDrafts(tx, new Date());
    await redactSentOutboxBodies(tx);
    await tx
      .delete(emailOutbox)
      .where(
        lt(emailOutbox.createdAt, sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`),
      );
    return true;
  });
}
