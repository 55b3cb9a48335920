import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  assessmentAttempts,
  candidates,
  credentials,
  developers,
  emailOutbox,
  oauthStates,
  offers,
  passwordResetTokens,
  profileClaims,
  rateLimits,
  talentChanges,
  users,
} from "../schema";
import { type Executor, rowsOf } from "./executor";
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
    const [lock] = rowsOf<{ locked: boolean }>(result);
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
    // Ranking indexes read these within seconds; one that fell an hour behind reloads (ADR 0044).
    await tx
      .delete(talentChanges)
      .where(lt(talentChanges.changedAt, sql`now() - interval '1 hour'`));
    await tx
      .delete(emailOutbox)
      .where(
        lt(emailOutbox.createdAt, sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`),
      );
    return true;
  });
}

/**
 * Sourced developer accounts (imported, never claimed: no password, no Google sign-in) with
 * no change since `before`: the retention job erases them (ADR 0034). Oldest first.
 */
export async function findUnclaimedSourcedProfiles(
  db: Executor,
  before: Date,
  limit: number,
): Promise<Array<{ userId: string; developerId: string; profileSource: string }>> {
  return db
    .select({
      userId: users.id,
      developerId: developers.id,
      profileSource: developers.profileSource,
    })
    .from(developers)
    .innerJoin(users, eq(users.id, developers.userId))
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(
      and(
        ne(developers.profileSource, "register"),
        isNull(users.deletedAt),
        isNull(credentials.passwordHash),
        isNull(credentials.googleSubject),
        // Implied by the next line; read through developers_sourced_updated_idx.
        lt(developers.updatedAt, before),
        lt(sql`greatest(${users.createdAt}, ${developers.updatedAt})`, before),
      ),
    )
    .orderBy(users.createdAt)
    .limit(limit);
}

/**
 * Stale drafts (ADR 0034): assessment attempts left in progress whose deadline passed before
 * `before`, and offers still in draft, never published, untouched since `before` and with no
 * candidate. Returns how many of each went.
 */
export async function deleteStaleDrafts(
  db: Executor,
  before: Date,
): Promise<{ attempts: number; offers: number }> {
  const attempts = await db
    .delete(assessmentAttempts)
    .where(
      and(eq(assessmentAttempts.status, "in_progress"), lt(assessmentAttempts.deadline, before)),
    )
    .returning({ id: assessmentAttempts.id });
  const staleOffers = await db
    .delete(offers)
    .where(
      and(
        eq(offers.status, "draft"),
        isNull(offers.publishedAt),
        lt(offers.updatedAt, before),
        sql`not exists (select 1 from ${candidates} where ${candidates.offerId} = ${offers.id})`,
      ),
    )
    .returning({ id: offers.id });
  return { attempts: attempts.length, offers: staleOffers.length };
}
