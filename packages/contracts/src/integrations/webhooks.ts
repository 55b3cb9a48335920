import { z } from "zod";
import { cursorList, cursorPage } from "../offers/pagination";
import { WebhookEventType, webhookEventTypes } from "./webhook-event-types";

/**
 * A webhook endpoint's state: `active` receives events; `paused` was paused by a person;
 * `disabled_by_failures` was paused by the delivery worker after repeated failures.
 */
export const webhookEndpointStatuses = ["active", "paused", "disabled_by_failures"] as const;
export const WebhookEndpointStatus = z.enum(webhookEndpointStatuses);
export type WebhookEndpointStatus = z.infer<typeof WebhookEndpointStatus>;

/** One event's delivery to one endpoint: waiting (first attempt or a retry), done, given up. */
export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export const WebhookDeliveryStatus = z.enum(webhookDeliveryStatuses);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

const Timestamp = z.iso.datetime({ offset: true });

/** Where events are POSTed. https on port 443 to a public address (the API checks it: ADR 0058). */
export const WebhookUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** The events an endpoint receives: at least one, each once. */
export const WebhookEventSelection = z
  .array(WebhookEventType)
  .min(1)
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, "Each event at most once");

const Description = z.string().trim().max(200);

/** The most endpoints one company may register. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** The outcome of an endpoint's newest delivery, for the list. */
export const WebhookLastDelivery = z.object({
  status: WebhookDeliveryStatus,
  /** HTTP status of its last attempt; null when the attempt never got an answer or none yet. */
  statusCode: z.number().int().nullable(),
  createdAt: Timestamp,
});

/** A company's endpoint as its settings show it. The secret is never read back. */
export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  status: WebhookEndpointStatus,
  /** Until when the secret before the last rotation still signs (null: no rotation under way). */
  previousSecretExpiresAt: Timestamp.nullable(),
  lastDelivery: WebhookLastDelivery.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. Shown once. */
export const WebhookSecret = z.string().regex(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);

/** The answer to a create or a rotation: the only time the secret is shown. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: WebhookSecret });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

export const CreateWebhookEndpointRequest = z.strictObject({
  url: WebhookUrl,
  events: WebhookEventSelection,
  description: Description.optional(),
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

/** `paused: true` pauses; `paused: false` resumes (also an endpoint paused after failures). */
export const UpdateWebhookEndpointRequest = z
  .strictObject({
    url: WebhookUrl.optional(),
    events: WebhookEventSelection.optional(),
    description: Description.optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequest>;

/** superAdmin names the company whose endpoints it reads; a company reads its own. */
export const WebhookEndpointsQuery = z.strictObject({ customerId: z.uuid().optional() });
export type WebhookEndpointsQuery = z.infer<typeof WebhookEndpointsQuery>;

export const WebhookDeliveryParams = z.strictObject({ id: z.uuid(), deliveryId: z.uuid() });

/** One event sent (or being sent) to one endpoint, with its last attempt. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  /** The Standard Webhooks `webhook-id` (`msg_…`): the same on every attempt and redelivery. */
  eventId: z.string(),
  eventType: WebhookEventType,
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: Timestamp.nullable(),
  lastAttemptAt: Timestamp.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  /** The first kilobyte (at most) of the endpoint's last answer. */
  lastResponseExcerpt: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address, TLS…). */
  lastError: z.string().nullable(),
  deliveredAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** Newest first. */
export const WebhookDeliveryList = cursorList(WebhookDelivery);
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveriesQuery = z.strictObject({ ...cursorPage });
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>;
