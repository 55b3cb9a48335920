import { randomBytes } from "node:crypto";
import {
  type WebhookEvent,
  type WebhookEventType,
  webhookEventSchemas,
  webhookEventTypes,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";

/** An active endpoint of the company subscribed to `events` (every type by default). */
export async function subscribeToWebhookEvents(
  db: Db,
  customerId: string,
  events: readonly WebhookEventType[] = webhookEventTypes,
): Promise<string> {
  const [row] = await db
    .insert(schema.webhookEndpoints)
    .values({
      customerId,
      url: "https://hooks.example.com/encaja",
      events: [...events],
      secret: `whsec_${randomBytes(24).toString("base64")}`,
    })
    .returning({ id: schema.webhookEndpoints.id });
  return row!.id;
}

/** The company's outbox, oldest first. */
export async function webhookEventsOf(db: Db, customerId: string) {
  return db
    .select()
    .from(schema.webhookEvents)
    .where(eq(schema.webhookEvents.customerId, customerId))
    .orderBy(asc(schema.webhookEvents.createdAt), asc(schema.webhookEvents.id));
}

/** How many deliveries are queued for one endpoint. */
export async function deliveriesTo(db: Db, endpointId: string): Promise<number> {
  const rows = await db
    .select({ id: schema.webhookDeliveries.id })
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpointId));
  return rows.length;
}

/**
 * Two companies listening to every event: `mine` (whose cause the test performs) and `theirs`
 * (which must hear nothing of it).
 */
export async function listeningCompanies(db: Db, mine: string, theirs: string) {
  return {
    mine: await subscribeToWebhookEvents(db, mine),
    theirs: await subscribeToWebhookEvents(db, theirs),
  };
}

/**
 * The company's only outbox row of `type`, checked: exactly one, for that company, queued for
 * its endpoint, and a body its type's schema accepts. Returns the parsed body.
 */
export async function expectOneWebhookEvent<T extends WebhookEventType>(
  db: Db,
  customerId: string,
  type: T,
): Promise<Extract<WebhookEvent, { type: T }>> {
  const rows = (await webhookEventsOf(db, customerId)).filter((row) => row.type === type);
  expect(rows, `${type} events of the company`).toHaveLength(1);
  const [row] = rows;
  expect(row!.customerId).toBe(customerId);
  const deliveries = await db
    .select({ id: schema.webhookDeliveries.id })
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.eventId, row!.id));
  expect(deliveries.length).toBeGreaterThan(0);
  return webhookEventSchemas[type].parse(row!.payload) as Extract<WebhookEvent, { type: T }>;
}

/** The other company's endpoint got nothing, and its outbox is empty. */
export async function expectNothingFor(db: Db, customerId: string, endpointId: string) {
  expect(await webhookEventsOf(db, customerId)).toEqual([]);
  expect(await deliveriesTo(db, endpointId)).toBe(0);
}

/** The types in the company's outbox, oldest first. */
export async function webhookEventTypesOf(db: Db, customerId: string) {
  return (await webhookEventsOf(db, customerId)).map((row) => row.type);
}
