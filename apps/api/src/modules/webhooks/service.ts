import {
  type CreateWebhookEndpointRequest,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookEndpointRequest,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointsQuery,
  type WebhookEndpointWithSecret,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  countWebhookEndpoints,
  deleteWebhookEndpoint,
  findWebhookDelivery,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  lockCompany,
  queueWebhookRedelivery,
  recordAudit,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointChanges,
  type WebhookEndpointRow,
} from "@encaja/db/queries";
import { appError, invalidField, notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import { keysetPage } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { generateWebhookSecret } from "./signing";
import { checkWebhookUrl, type Resolver, type UrlPolicy, WebhookUrlRefused } from "./ssrf";

/** How long the secret before a rotation keeps signing. */
export const SECRET_ROTATION_GRACE_SECONDS = 24 * 60 * 60;

/** What the endpoint rules need beside the database: the SSRF policy and a resolver. */
export interface WebhookDeps {
  db: Db;
  policy: UrlPolicy;
  resolve?: Resolver;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    lastDelivery: row.lastDelivery
      ? {
          status: row.lastDelivery.status,
          statusCode: row.lastDelivery.statusCode,
          createdAt: new Date(row.lastDelivery.createdAt).toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastResponseExcerpt: row.lastResponseExcerpt,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The company whose endpoints the caller reads: its own; superAdmin's is any (null) or the one
 * named in the query. Another company's endpoint then answers 404 like a missing one.
 */
async function readScope(db: Db, auth: AuthContext): Promise<string | null> {
  return auth.role === "superAdmin" ? null : ownCustomerId(db, auth);
}

async function refuseUnsafeUrl(deps: WebhookDeps, url: string): Promise<void> {
  try {
    await checkWebhookUrl(url, deps.policy, deps.resolve);
  } catch (error) {
    if (error instanceof WebhookUrlRefused)
      throw appError("WEBHOOK_URL_NOT_ALLOWED", error.message);
    throw error;
  }
}

async function endpointOrNotFound(db: Db, customerId: string | null, id: string) {
  const row = await findWebhookEndpoint(db, customerId, id);
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

export async function listEndpoints(
  db: Db,
  auth: AuthContext,
  query: WebhookEndpointsQuery,
): Promise<WebhookEndpointList> {
  const scope = await readScope(db, auth);
  const customerId = scope ?? query.customerId;
  if (!customerId)
    throw invalidField("query.customerId", "Name the company whose webhooks to read");
  return { items: (await listWebhookEndpoints(db, customerId)).map(toEndpoint) };
}

export async function readEndpoint(db: Db, auth: AuthContext, id: string) {
  return toEndpoint(await endpointOrNotFound(db, await readScope(db, auth), id));
}

export async function createEndpoint(
  deps: WebhookDeps,
  auth: AuthContext,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  const customerId = await ownCustomerId(deps.db, auth);
  await refuseUnsafeUrl(deps, body.url);
  const secret = generateWebhookSecret();
  const id = await deps.db.transaction(async (tx) => {
    // Two creates at once must not both pass the count.
    await lockCompany(tx, customerId);
    if ((await countWebhookEndpoints(tx, customerId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw appError(
        "CONFLICT",
        `A company has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
      );
    }
    const created = await insertWebhookEndpoint(tx, {
      customerId,
      url: body.url,
      description: body.description ?? "",
      events: body.events,
      secret,
      createdBy: auth.userId,
    });
    await recordAudit(tx, {
      action: "webhook.created",
      actorUserId: auth.userId,
      target: { type: "webhook", id: created },
      details: { url: body.url, events: body.events },
    });
    return created;
  });
  return { ...(await readEndpoint(deps.db, auth, id)), secret };
}

export async function updateEndpoint(
  deps: WebhookDeps,
  auth: AuthContext,
  id: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const customerId = await ownCustomerId(deps.db, auth);
  if (body.url !== undefined) {
    await endpointOrNotFound(deps.db, customerId, id);
    await refuseUnsafeUrl(deps, body.url);
  }
  const changes: WebhookEndpointChanges = {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.events !== undefined ? { events: body.events } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.paused !== undefined ? { status: body.paused ? "paused" : "active" } : {}),
  };
  if (!(await updateWebhookEndpoint(deps.db, customerId, id, changes))) {
    throw notFound("Webhook endpoint");
  }
  return readEndpoint(deps.db, auth, id);
}

export async function rotateSecret(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const customerId = await ownCustomerId(db, auth);
  const secret = generateWebhookSecret();
  await db.transaction(async (tx) => {
    if (
      !(await rotateWebhookEndpointSecret(
        tx,
        customerId,
        id,
        secret,
        SECRET_ROTATION_GRACE_SECONDS,
      ))
    ) {
      throw notFound("Webhook endpoint");
    }
    await recordAudit(tx, {
      action: "webhook.secret_rotated",
      actorUserId: auth.userId,
      target: { type: "webhook", id },
    });
  });
  return { ...(await readEndpoint(db, auth, id)), secret };
}

export async function removeEndpoint(db: Db, auth: AuthContext, id: string): Promise<void> {
  const customerId = await ownCustomerId(db, auth);
  await db.transaction(async (tx) => {
    if (!(await deleteWebhookEndpoint(tx, customerId, id))) throw notFound("Webhook endpoint");
    await recordAudit(tx, {
      action: "webhook.deleted",
      actorUserId: auth.userId,
      target: { type: "webhook", id },
    });
  });
}

export async function listDeliveries(
  db: Db,
  auth: AuthContext,
  id: string,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveryList> {
  const endpoint = await endpointOrNotFound(db, await readScope(db, auth), id);
  return keysetPage(
    query,
    (after) =>
      listWebhookDeliveries(db, { endpointId: endpoint.id, limit: query.limit + 1, after }),
    (row) => toDelivery(row),
  );
}

/**
 * Queues the delivery's event again for its endpoint (same `webhook-id`, so a receiver that
 * did get it de-duplicates). Only an active endpoint is sent anything, and an event already
 * waiting is not queued twice.
 */
export async function redeliver(
  db: Db,
  auth: AuthContext,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOrNotFound(db, await ownCustomerId(db, auth), id);
  if (!(await findWebhookDelivery(db, endpoint.id, deliveryId))) throw notFound("Delivery");
  if (endpoint.status !== "active") {
    throw appError("CONFLICT", "Resume the endpoint before redelivering to it");
  }
  const queued = await queueWebhookRedelivery(db, endpoint.id, deliveryId);
  if (!queued) throw appError("CONFLICT", "This event is already waiting to be sent");
  const row = await findWebhookDelivery(db, endpoint.id, queued);
  if (!row) throw notFound("Delivery");
  return toDelivery(row);
}
