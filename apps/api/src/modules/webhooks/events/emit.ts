import { type WebhookEventData, type WebhookEventType, webhookEventData } from "@encaja/contracts";
import { type Executor, recordWebhookEvent } from "@encaja/db/queries";

/**
 * Queues a `type` event for the company's webhooks in the caller's transaction (so it exists
 * only if its cause commits). The data is checked against the type's schema first: the compiler
 * refuses the wrong shape, and a field the schema does not name never leaves.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  customerId: string,
  type: T,
  data: WebhookEventData<T>,
): Promise<void> {
  await recordWebhookEvent(tx, { customerId, type, data: webhookEventData(type, data) });
}
