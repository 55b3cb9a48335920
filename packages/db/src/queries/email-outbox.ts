import type { AdminEmailListStatus } from "@encaja/contracts";
import { and, eq, sql } from "drizzle-orm";
import { emailOutbox } from "../schema";
import { type Executor, rowsOf } from "./executor";
import { firstRow } from "./first-row";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";

/** The email outbox as operators see it: the backlog metrics, the admin list and retries. */

export interface OutboxBacklog {
  /** Emails not sent yet (due now or waiting for a retry). */
  pending: number;
  /** Age of the oldest of them (0 when there is none). */
  oldestPendingSeconds: number;
  /** Emails given up on after their last attempt. */
  failed: number;
}

export async function outboxBacklog(db: Executor): Promise<OutboxBacklog> {
  const [row] = rowsOf<{ pending: number; oldest: number; failed: number }>(
    await db.execute(sql`select
        count(*) filter (where status = 'pending')::int as pending,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')),
          0)::float8 as oldest,
        count(*) filter (where status = 'failed')::int as failed
      from email_outbox where status in ('pending', 'failed')`),
  );
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    failed: Number(row?.failed ?? 0),
  };
}

/**
 * What an operator may see of an outbox row. Never the body: text and html may carry a
 * one-time link (password reset, invitation, claim).
 */
const summaryColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

/** Outbox emails of one status, newest first: `limit` rows (callers ask one more for the next page). */
export function listOutboxEmails(
  db: Executor,
  p: { status: AdminEmailListStatus; limit: number; after?: KeysetAfter | undefined },
) {
  return db
    .select({ ...summaryColumns, cursor: keysetCursor(emailOutbox) })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, p.status), keysetAfter(emailOutbox, p.after, "DESC")))
    .orderBy(...keysetOrder(emailOutbox, "DESC"))
    .limit(p.limit);
}

export type OutboxEmailSummary = NonNullable<Awaited<ReturnType<typeof findOutboxEmail>>>;

export function findOutboxEmail(db: Executor, id: string) {
  return firstRow(db.select(summaryColumns).from(emailOutbox).where(eq(emailOutbox.id, id)));
}

/**
 * Puts a failed email back in the queue as if it were new (due now, no attempts, no error).
 * The status condition sits in the UPDATE itself, so a retry racing the sender or a second
 * retry cannot requeue a row that is no longer failed. Undefined when no failed row has `id`.
 */
export async function requeueFailedEmail(
  db: Executor,
  id: string,
): Promise<OutboxEmailSummary | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning(summaryColumns);
  return row;
}
