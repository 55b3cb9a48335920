import { and, eq, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEvents } from "../schema";
import { type Executor, rowsOf } from "./executor";
import { firstRow } from "./first-row";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";
import { WEBHOOK_DELIVERIES_CHANNEL } from "./webhook-outbox";

/** An endpoint's delivery log and a redelivery (what the company sees and does). */

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastDurationMs: webhookDeliveries.lastDurationMs,
  lastResponseExcerpt: webhookDeliveries.lastResponseExcerpt,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

export type WebhookDeliveryRow = NonNullable<Awaited<ReturnType<typeof findWebhookDelivery>>>;

/** The endpoint's deliveries, newest first: `limit` rows (callers ask one more for the next page). */
export function listWebhookDeliveries(
  db: Executor,
  p: { endpointId: string; limit: number; after?: KeysetAfter | undefined },
) {
  return db
    .select({ ...deliveryColumns, cursor: keysetCursor(webhookDeliveries) })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, p.endpointId),
        keysetAfter(webhookDeliveries, p.after, "DESC"),
      ),
    )
    .orderBy(...keysetOrder(webhookDeliveries, "DESC"))
    .limit(p.limit);
}

export function findWebhookDelivery(db: Executor, endpointId: string, id: string) {
  return firstRow(
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId))),
  );
}

/**
 * Queues the event of delivery `id` for its endpoint again, as a new delivery due now (the log
 * keeps the earlier one), and wakes the workers at commit. Undefined, with nothing queued, when
 * that event already waits to be sent to the endpoint.
 */
export async function queueWebhookRedelivery(
  db: Executor,
  endpointId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with queued as (
        insert into webhook_deliveries (event_id, endpoint_id)
        select d.event_id, d.endpoint_id from webhook_deliveries d
        where d.id = ${id}::uuid and d.endpoint_id = ${endpointId}::uuid
          and not exists (select 1 from webhook_deliveries p
            where p.event_id = d.event_id and p.endpoint_id = d.endpoint_id
              and p.status = 'pending')
        returning id
      )
      select queued.id, pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '') from queued`),
  );
  return row?.id;
}
