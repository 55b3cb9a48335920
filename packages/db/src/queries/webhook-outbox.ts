import { randomBytes } from "node:crypto";
import type { WebhookEventType } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import type { Executor } from "./executor";

/** The NOTIFY channel that wakes the delivery workers when deliveries are queued. */
export const WEBHOOK_DELIVERIES_CHANNEL = "webhook_deliveries";

/** A Standard Webhooks message id: stable across every attempt of one event. */
export const newWebhookMessageId = (): string => `msg_${randomBytes(18).toString("base64url")}`;

/**
 * Queues an event for the company's webhooks, in the caller's transaction when it passes one
 * (the event exists only if its cause commits). One pending delivery is stored per active
 * endpoint subscribed to `type`. With no such endpoint nothing is stored: the outbox exists to
 * deliver, and most companies have no webhook, so every cause would otherwise grow a table
 * nobody reads. One statement (endpoints, event, deliveries, wake-up), so a cause pays one
 * round trip; the NOTIFY reaches the workers at commit.
 */
export async function recordWebhookEvent(
  db: Executor,
  event: { customerId: string; type: WebhookEventType; data: Record<string, unknown> },
): Promise<void> {
  const payload = { type: event.type, timestamp: new Date().toISOString(), data: event.data };
  await db.execute(sql`
    with targets as (
      select id from webhook_endpoints
      where customer_id = ${event.customerId}::uuid and status = 'active'
        and ${event.type}::text = any(events)
    ), queued_event as (
      insert into webhook_events (id, customer_id, type, payload)
      select ${newWebhookMessageId()}, ${event.customerId}::uuid, ${event.type},
        ${JSON.stringify(payload)}::jsonb
      where exists (select 1 from targets)
      returning id
    ), queued as (
      insert into webhook_deliveries (event_id, endpoint_id)
      select queued_event.id, targets.id from queued_event cross join targets
      returning 1
    )
    select pg_notify(${WEBHOOK_DELIVERIES_CHANNEL}, '') from (select 1 from queued limit 1) as any_queued`);
}
