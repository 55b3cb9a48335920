import type { WebhookEndpointStatus, WebhookEventType } from "@encaja/contracts";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A company's webhook endpoints as their settings read them: never the secrets. */

const endpointColumns = {
  id: webhookEndpoints.id,
  customerId: webhookEndpoints.customerId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  status: webhookEndpoints.status,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

/** The newest delivery of the endpoint (one index probe on the delivery log's index). */
const lastDelivery = sql<{
  status: "pending" | "delivered" | "failed";
  statusCode: number | null;
  createdAt: string;
} | null>`(select json_build_object('status', d.status, 'statusCode', d.last_status_code,
    'createdAt', d.created_at)
  from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id}
  order by d.created_at desc, d.id desc limit 1)`;

const summaryColumns = { ...endpointColumns, lastDelivery };

export type WebhookEndpointRow = NonNullable<Awaited<ReturnType<typeof findWebhookEndpoint>>>;

/** The endpoint `id` of `customerId`; any company's when `customerId` is null (superAdmin reads). */
const endpointOf = (customerId: string | null, id: string): SQL | undefined =>
  and(
    eq(webhookEndpoints.id, id),
    customerId === null ? undefined : eq(webhookEndpoints.customerId, customerId),
  );

export function listWebhookEndpoints(db: Executor, customerId: string) {
  return db
    .select(summaryColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.customerId, customerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export function findWebhookEndpoint(db: Executor, customerId: string | null, id: string) {
  return firstRow(
    db.select(summaryColumns).from(webhookEndpoints).where(endpointOf(customerId, id)),
  );
}

export const countWebhookEndpoints = (db: Executor, customerId: string): Promise<number> =>
  db.$count(webhookEndpoints, eq(webhookEndpoints.customerId, customerId));

export async function insertWebhookEndpoint(
  db: Executor,
  values: {
    customerId: string;
    url: string;
    description: string;
    events: WebhookEventType[];
    secret: string;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values(values)
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("insertWebhookEndpoint: no row returned");
  return row.id;
}

export interface WebhookEndpointChanges {
  url?: string;
  description?: string;
  events?: WebhookEventType[];
  status?: WebhookEndpointStatus;
}

/**
 * Applies `changes`; true when the company has the endpoint. Becoming active again starts a
 * clean failure streak, so one more failure cannot pause it at once.
 */
export async function updateWebhookEndpoint(
  db: Executor,
  customerId: string,
  id: string,
  changes: WebhookEndpointChanges,
): Promise<boolean> {
  const reactivated =
    changes.status === "active"
      ? {
          failureStreak: sql`case when ${webhookEndpoints.status} = 'active'
            then ${webhookEndpoints.failureStreak} else 0 end`,
          failingSince: sql`case when ${webhookEndpoints.status} = 'active'
            then ${webhookEndpoints.failingSince} else null end`,
        }
      : {};
  const rows = await db
    .update(webhookEndpoints)
    .set({ ...changes, ...reactivated, updatedAt: sql`now()` })
    .where(endpointOf(customerId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Puts `secret` in force and keeps the current one signing for `graceSeconds` (a rotation
 * under way is cut short: its older secret stops signing). True when the company has the endpoint.
 */
export async function rotateWebhookEndpointSecret(
  db: Executor,
  customerId: string,
  id: string,
  secret: string,
  graceSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: sql`now() + make_interval(secs => ${graceSeconds})`,
      secret,
      updatedAt: sql`now()`,
    })
    .where(endpointOf(customerId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Deletes the endpoint with its deliveries (cascade); true when the company had it. */
export async function deleteWebhookEndpoint(
  db: Executor,
  customerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(endpointOf(customerId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}
