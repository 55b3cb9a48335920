import type { WebhookEndpointStatus } from "@encaja/contracts";
import { and, eq, gt, sql } from "drizzle-orm";
import { customers, users, webhookDeliveries, webhookEndpoints } from "../schema";
import { type Executor, rowsOf } from "./executor";
import { firstRow } from "./first-row";

/** What the delivery worker reads and writes: claims, outcomes, failure streaks, its backlog. */

/** A claimed delivery with what sending it needs. */
export interface ClaimedWebhookDelivery {
  id: string;
  /** Attempts before this one. */
  attempts: number;
  eventId: string;
  payload: Record<string, unknown>;
  endpointId: string;
  url: string;
  /** The secrets that sign: the current one, then the previous one while it still may. */
  secrets: string[];
}

/**
 * Takes up to `limit` due deliveries of active endpoints and hides them from every other worker
 * for `leaseMs` (their next attempt moves past the lease), in one statement: `FOR UPDATE SKIP
 * LOCKED` lets several instances claim at once without ever taking the same row. If this
 * process dies mid-send, the row becomes due again when the lease ends (at-least-once).
 */
export async function claimDueWebhookDeliveries(
  db: Executor,
  p: { limit: number; leaseMs: number },
): Promise<ClaimedWebhookDelivery[]> {
  const rows = rowsOf<{
    id: string;
    attempts: number;
    event_id: string;
    payload: Record<string, unknown> | string;
    endpoint_id: string;
    url: string;
    secret: string;
    previous_secret: string | null;
  }>(
    await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= now() and e.status = 'active'
        order by d.next_attempt_at
        limit ${p.limit}
        for update of d skip locked
      )
      update webhook_deliveries d
      set next_attempt_at = now() + make_interval(secs => ${p.leaseMs / 1000})
      from due, webhook_events ev, webhook_endpoints e
      where d.id = due.id and ev.id = d.event_id and e.id = d.endpoint_id
      returning d.id, d.attempts, d.event_id, ev.payload, d.endpoint_id, e.url, e.secret,
        case when e.previous_secret_expires_at > now() then e.previous_secret end
          as previous_secret`),
  );
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts),
    eventId: row.event_id,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    endpointId: row.endpoint_id,
    url: row.url,
    secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
  }));
}

/** One attempt's outcome as the log shows it. */
export interface WebhookAttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

const attemptColumns = (outcome: WebhookAttemptOutcome) => ({
  attempts: sql`${webhookDeliveries.attempts} + 1`,
  lastAttemptAt: sql`now()`,
  lastStatusCode: outcome.statusCode,
  lastDurationMs: Math.round(outcome.durationMs),
  lastResponseExcerpt: outcome.responseExcerpt,
  lastError: outcome.error,
});

/** Marks a delivery delivered and ends the endpoint's failure streak (written only if one runs). */
export async function recordWebhookDelivered(
  tx: Executor,
  delivery: { id: string; endpointId: string },
  outcome: WebhookAttemptOutcome,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ ...attemptColumns(outcome), status: "delivered", deliveredAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending")));
  await tx
    .update(webhookEndpoints)
    .set({ failureStreak: 0, failingSince: null })
    .where(
      and(eq(webhookEndpoints.id, delivery.endpointId), gt(webhookEndpoints.failureStreak, 0)),
    );
}

export interface WebhookFailureStreak {
  failureStreak: number;
  failingSince: Date;
  status: WebhookEndpointStatus;
}

/**
 * Records a failed attempt: retried after `retryInMs`, or given up on (`failed`) when it is
 * null. Answers the endpoint's failure streak, this failure included.
 */
export async function recordWebhookAttemptFailed(
  tx: Executor,
  delivery: { id: string; endpointId: string },
  outcome: WebhookAttemptOutcome,
  retryInMs: number | null,
): Promise<WebhookFailureStreak | undefined> {
  await tx
    .update(webhookDeliveries)
    .set({
      ...attemptColumns(outcome),
      status: retryInMs === null ? "failed" : "pending",
      nextAttemptAt: sql`now() + make_interval(secs => ${(retryInMs ?? 0) / 1000})`,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending")));
  const [streak] = await tx
    .update(webhookEndpoints)
    .set({
      failureStreak: sql`${webhookEndpoints.failureStreak} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
    })
    .where(eq(webhookEndpoints.id, delivery.endpointId))
    .returning({
      failureStreak: webhookEndpoints.failureStreak,
      failingSince: webhookEndpoints.failingSince,
      status: webhookEndpoints.status,
    });
  return streak?.failingSince ? { ...streak, failingSince: streak.failingSince } : undefined;
}

/**
 * Pauses an active endpoint after repeated failures; answers its URL and the company owner to
 * tell (undefined when it was no longer active: another worker or a person got there first).
 */
export async function disableWebhookEndpointAfterFailures(tx: Executor, endpointId: string) {
  const [paused] = await tx
    .update(webhookEndpoints)
    .set({ status: "disabled_by_failures", updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, "active")))
    .returning({ url: webhookEndpoints.url, customerId: webhookEndpoints.customerId });
  if (!paused) return undefined;
  const owner = await firstRow(
    tx
      .select({ email: users.email, locale: users.locale, name: users.fullName })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.ownerUserId))
      .where(eq(customers.id, paused.customerId)),
  );
  return { url: paused.url, owner };
}

/** The worker's backlog for the metrics: deliveries waiting, and the oldest one's age. */
export async function webhookDeliveryBacklog(
  db: Executor,
): Promise<{ pending: number; oldestPendingSeconds: number }> {
  const [row] = rowsOf<{ pending: number; oldest: number }>(
    await db.execute(sql`select count(*)::int as pending,
        coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from webhook_deliveries where status = 'pending'`),
  );
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
