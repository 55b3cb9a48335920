import type {
  CompanySize,
  CurrencyCode,
  EmailOutboxStatus,
  Industry,
  Locale,
  Plan,
  Role,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  createdAtColumn,
  idColumn,
  jsonObjectColumn,
  ref,
  singleUseTokenColumns,
  timestampColumns,
  timestamptz,
} from "./columns";

/** Case-insensitive text (the citext extension, present in PGlite and PostgreSQL). */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    email: citext("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    fullName: text("full_name"),
    locale: text("locale").$type<Locale>().notNull().default("es"),
    /** When the user proved the email (link, Google, invitation, claim); null = unverified (ADR 0016). */
    emailVerifiedAt: timestamptz("email_verified_at"),
    ...timestampColumns(),
    deletedAt: timestamptz("deleted_at"),
    /** A superAdmin disabled the account (sessions revoked, login refused). */
    disabledAt: timestamptz("disabled_at"),
    disabledReason: text("disabled_reason"),
    /** Optimistic concurrency for admin edits: bumped by every admin change (409 on a stale one). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check(
      "users_role_check",
      sql`${t.role} in ('superAdmin','matchers','hardInterviewer','customerAssociate','customer','developer')`,
    ),
    check("users_locale_check", sql`${t.locale} in ('es','en')`),
  ],
);

/** How a user proves who they are: a password hash, a Google subject, or both. */
export const credentials = pgTable(
  "credentials",
  {
    userId: ref.extension("user_id", () => users.id),
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject"),
    passwordChangedAt: timestamptz("password_changed_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("credentials_google_subject_key").on(t.googleSubject)],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    idleExpiresAt: timestamptz("idle_expires_at").notNull(),
    absoluteExpiresAt: timestamptz("absolute_expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** How the session was authenticated: "password" or "google" (a fresh Google sign-in can confirm deletion). */
    method: text("method").notNull().default("password"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

export const customers = pgTable(
  "customers",
  {
    id: idColumn(),
    ownerUserId: ref.cleared("owner_user_id", () => users.id),
    name: text("name").notNull(),
    plan: text("plan").$type<Plan>().notNull().default("free"),
    phoneNumber: text("phone_number"),
    photoUrl: text("photo_url"),
    /** Company details the customer keeps in its settings. */
    website: text("website"),
    countryCode: text("country_code"),
    taxId: text("tax_id"),
    /** Defaults for the company's new offers (the `context` criterion of the ranking). */
    industry: text("industry").$type<Industry>(),
    companySize: text("company_size").$type<CompanySize>(),
    /**
     * The largest budget total (minor units, in this currency) an associate may accept on the
     * company's behalf; unset means associates may not accept budgets (ADR 0027).
     */
    associateBudgetLimitMinor: bigint("associate_budget_limit_minor", { mode: "number" }),
    associateBudgetLimitCurrency: text("associate_budget_limit_currency").$type<CurrencyCode>(),
    /** Whether associates may create their own API keys (the owner always may). */
    associatesMayCreateApiKeys: boolean("associates_may_create_api_keys").notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex("customers_owner_key").on(t.ownerUserId),
    check("customers_plan_check", sql`${t.plan} in ('free','enterprise')`),
    check(
      "customers_associate_limit_check",
      sql`(${t.associateBudgetLimitMinor} is null) = (${t.associateBudgetLimitCurrency} is null) and coalesce(${t.associateBudgetLimitMinor}, 0) >= 0`,
    ),
  ],
);

export const customerAssociates = pgTable(
  "customer_associates",
  {
    id: idColumn(),
    customerId: ref.owner("customer_id", () => customers.id),
    userId: ref.owner("user_id", () => users.id),
    photoUrl: text("photo_url"),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("customer_associates_user_key").on(t.userId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    type: text("type").notNull(),
    email: citext("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    invitedBy: ref.cleared("invited_by", () => users.id),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    /** Withdrawn by whoever invited: the link no longer works. */
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    check("invitations_type_check", sql`${t.type} in ('customerAssociate','internal')`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    ...singleUseTokenColumns(),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash)],
);

/** Email verification links (ADR 0016): only the SHA-256 of the token is stored; single use. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    ...singleUseTokenColumns(),
  },
  (t) => [
    uniqueIndex("email_verification_tokens_token_hash_key").on(t.tokenHash),
    index("email_verification_tokens_user_idx").on(t.userId),
  ],
);

/** Every email goes through here; a sender delivers it when SMTP is configured. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: idColumn(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: text("template").notNull(),
    /** An iCalendar invite sent as the text/calendar part (interviews). */
    calendar: jsonb("calendar").$type<{ method: string; content: string }>(),
    /** Extra headers (RFC 8058 List-Unsubscribe for notification emails). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * One email per key at most (notification id + channel, digest user + day): a retry after
     * a crash between commit and send cannot queue it twice.
     */
    idempotencyKey: text("idempotency_key"),
    status: text("status").$type<EmailOutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("email_outbox_idempotency_key").on(t.idempotencyKey),
    check("email_outbox_status_check", sql`${t.status} in ('pending','sent','failed')`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: idColumn(),
    actorUserId: ref.cleared("actor_user_id", () => users.id),
    action: text("action").notNull(),
    subjectUserId: ref.cleared("subject_user_id", () => users.id),
    ip: text("ip"),
    details: jsonObjectColumn<Record<string, unknown>>("details"),
    /** What the action touched beyond a user ("skill", "developer", "platform_link"…). */
    targetType: text("target_type"),
    targetId: text("target_id"),
    requestId: text("request_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_action_idx").on(t.action),
    index("audit_log_actor_idx").on(t.actorUserId),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export const internalStaff = pgTable("internal_staff", {
  userId: ref.extension("user_id", () => users.id),
  active: boolean("active").notNull().default(true),
  photoUrl: text("photo_url"),
  createdAt: createdAtColumn(),
});
