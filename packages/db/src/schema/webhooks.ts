import type {
  WebhookDeliveryStatus,
  WebhookEndpointStatus,
  WebhookEventType,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, timestamptz } from "./columns";
import { customers, users } from "./identity";

/** A company's webhook endpoint: where its events are POSTed, signed with `secret`. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: idColumn(),
    customerId: ref.owner("customer_id", () => customers.id),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    /**
     * `whsec_` + base64 key. Stored as is, not hashed: the worker needs it to sign every
     * delivery (see docs/security.md).
     */
    secret: text("secret").notNull(),
    /** The secret before the last rotation, which keeps signing until it expires. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamptz("previous_secret_expires_at"),
    status: text("status").$type<WebhookEndpointStatus>().notNull().default("active"),
    /** Consecutive failed attempts (any delivery), reset by a successful one. */
    failureStreak: integer("failure_streak").notNull().default(0),
    /** When the current failure streak began (null while there is none). */
    failingSince: timestamptz("failing_since"),
    createdBy: ref.cleared("created_by", () => users.id),
    ...timestampColumns(),
  },
  (t) => [
    index("webhook_endpoints_customer_idx").on(t.customerId, t.createdAt),
    check(
      "webhook_endpoints_status_check",
      sql`${t.status} in ('active','paused','disabled_by_failures')`,
    ),
    check(
      "webhook_endpoints_previous_secret_check",
      sql`(${t.previousSecret} is null) = (${t.previousSecretExpiresAt} is null)`,
    ),
  ],
);

/**
 * The outbox: one row per event, written in the transaction of its cause. `id` is the
 * Standard Webhooks message id (`msg_…`), the same on every attempt so receivers de-duplicate.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    customerId: ref.owner("customer_id", () => customers.id),
    type: text("type").$type<WebhookEventType>().notNull(),
    /** The body sent as is: `{ type, timestamp, data }`. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("webhook_events_customer_idx").on(t.customerId, t.createdAt)],
);

/** One event to one endpoint, with its retry state and the last attempt's outcome. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: idColumn(),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastAttemptAt: timestamptz("last_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastDurationMs: integer("last_duration_ms"),
    /** The first kilobyte (at most) of the last answer's body. */
    lastResponseExcerpt: text("last_response_excerpt"),
    lastError: text("last_error"),
    deliveredAt: timestamptz("delivered_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The worker's claim: due pending rows, oldest due first.
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // An endpoint's delivery log, newest first.
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_deliveries_event_idx").on(t.eventId),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending','delivered','failed')`),
    check("webhook_deliveries_excerpt_check", sql`octet_length(${t.lastResponseExcerpt}) <= 1024`),
  ],
);
