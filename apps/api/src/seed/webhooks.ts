import type { WebhookEventType } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  customerIdOfUser,
  findUserByEmail,
  listWebhookEndpoints,
  newWebhookMessageId,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";
import { generateWebhookSecret } from "../modules/webhooks/signing";

export const DEMO_WEBHOOK_URL = "https://hooks.example.com/encaja";

/** The log the demo endpoint shows: two deliveries that went through and one given up on. */
const demoLog: Array<{
  type: WebhookEventType;
  hoursAgo: number;
  delivered: boolean;
  attempts: number;
  answerStatus: number;
  excerpt: string;
}> = [
  {
    type: "offer.status_changed",
    hoursAgo: 50,
    delivered: true,
    attempts: 1,
    answerStatus: 200,
    excerpt: '{"received":true}',
  },
  {
    type: "candidate.presented",
    hoursAgo: 30,
    delivered: false,
    attempts: 7,
    answerStatus: 503,
    excerpt: "Service Unavailable",
  },
  {
    type: "candidate.presented",
    hoursAgo: 3,
    delivered: true,
    attempts: 2,
    answerStatus: 204,
    excerpt: "",
  },
];

/**
 * The demo customer's one webhook endpoint with a short delivery log, so the integrations page
 * has rows from the first start. It is paused: the seed never makes the API send anything.
 */
export async function seedDemoWebhooks(db: Db): Promise<void> {
  const owner = await findUserByEmail(db, "customer@demo.encaja.dev");
  if (!owner) return;
  const customerId = await customerIdOfUser(db, owner.id);
  if (!customerId) return;
  if ((await listWebhookEndpoints(db, customerId)).some((e) => e.url === DEMO_WEBHOOK_URL)) return;
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .insert(schema.webhookEndpoints)
      .values({
        customerId,
        url: DEMO_WEBHOOK_URL,
        description: "CRM",
        events: ["candidate.presented", "candidate.decided", "offer.status_changed"],
        secret: generateWebhookSecret(),
        status: "paused",
        createdBy: owner.id,
        createdAt: sql`now() - interval '3 days'`,
      })
      .returning({ id: schema.webhookEndpoints.id });
    if (!endpoint) return;
    for (const entry of demoLog) {
      const at = sql`now() - make_interval(hours => ${entry.hoursAgo})`;
      const [event] = await tx
        .insert(schema.webhookEvents)
        .values({
          id: newWebhookMessageId(),
          customerId,
          type: entry.type,
          payload: { type: entry.type, timestamp: new Date().toISOString(), data: {} },
          createdAt: at,
        })
        .returning({ id: schema.webhookEvents.id });
      if (!event) continue;
      await tx.insert(schema.webhookDeliveries).values({
        eventId: event.id,
        endpointId: endpoint.id,
        status: entry.delivered ? "delivered" : "failed",
        attempts: entry.attempts,
        nextAttemptAt: at,
        lastAttemptAt: at,
        lastStatusCode: entry.answerStatus,
        lastDurationMs: entry.delivered ? 184 : 10_000,
        lastResponseExcerpt: entry.excerpt,
        deliveredAt: entry.delivered ? at : null,
        createdAt: at,
      });
    }
  });
}
