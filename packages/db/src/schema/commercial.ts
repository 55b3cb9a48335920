import type { BudgetDecision, BudgetStatus, CurrencyCode, Locale, Role } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, timestamptz } from "./columns";
import { developers } from "./developers";
import { customers, users } from "./identity";
import { candidates, offers } from "./offers";

/**
 * What a visitor asked for on `/hire` before having an account: contracts'
 * HireDraftDetails. Claimed by a company account on sign-up or sign-in, which turns it into a
 * draft offer; unclaimed drafts are deleted when they expire (housekeeping).
 */
export const hireDrafts = pgTable(
  "hire_drafts",
  {
    id: idColumn(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("draft"),
    /** The visitor's language, for what we send about the request. */
    locale: text("locale").$type<Locale>().notNull().default("es"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    offerId: ref.cleared("offer_id", () => offers.id),
    claimedBy: ref.cleared("claimed_by", () => users.id),
    claimedAt: timestamptz("claimed_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    ...timestampColumns(),
  },
  (t) => [
    index("hire_drafts_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'draft'`),
    check("hire_drafts_status_check", sql`${t.status} in ('draft','claimed')`),
    check(
      "hire_drafts_claim_check",
      sql`(${t.status} = 'claimed') = (${t.customerId} is not null and ${t.claimedAt} is not null)`,
    ),
  ],
);

/**
 * The pricing configuration (contracts' PricingConfig): fees, margins, reference salaries and
 * plan limits. Append-only history: the newest row is in force, so every change is kept.
 */
export const pricingConfigs = pgTable(
  "pricing_configs",
  {
    id: idColumn(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    createdBy: ref.cleared("created_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index("pricing_configs_created_idx").on(t.createdAt)],
);

/** Each developer profile a company opened in a month: the free plan's monthly allowance. */
export const customerProfileViews = pgTable(
  "customer_profile_views",
  {
    customerId: ref.owner("customer_id", () => customers.id),
    developerId: ref.owner("developer_id", () => developers.id),
    /** The first day of the month (UTC) the view counts against. */
    month: date("month", { mode: "string" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.month, t.developerId] })],
);

/**
 * A budget (quote) a matcher prepares for a company. `draft` holds the editable
 * contracts' BudgetContent; sending freezes it into a new budget_versions row.
 */
export const budgets = pgTable(
  "budgets",
  {
    id: idColumn(),
    customerId: ref.owner("customer_id", () => customers.id),
    offerId: ref.cleared("offer_id", () => offers.id),
    title: text("title").notNull(),
    status: text("status").$type<BudgetStatus>().notNull().default("draft"),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    currentVersion: integer("current_version").notNull().default(0),
    createdBy: ref.cleared("created_by", () => users.id),
    ...timestampColumns(),
  },
  (t) => [
    index("budgets_customer_idx").on(t.customerId, t.updatedAt),
    check(
      "budgets_status_check",
      sql`${t.status} in ('draft','sent','accepted','rejected','withdrawn')`,
    ),
    check("budgets_version_check", sql`${t.currentVersion} >= 0`),
  ],
);

/**
 * A sent version of a budget: what the customer saw. Append-only (a trigger in migration 0015
 * refuses every UPDATE except clearing the sender of a deleted account).
 */
export const budgetVersions = pgTable(
  "budget_versions",
  {
    id: idColumn(),
    budgetId: ref.owner("budget_id", () => budgets.id),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    sentBy: ref.cleared("sent_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("budget_versions_budget_version_key").on(t.budgetId, t.version),
    check("budget_versions_total_check", sql`${t.totalMinor} >= 0`),
  ],
);

/** The customer's answer to one budget version: at most one (unique), with who and when. */
export const budgetResponses = pgTable(
  "budget_responses",
  {
    id: idColumn(),
    budgetId: ref.owner("budget_id", () => budgets.id),
    budgetVersionId: ref.owner("budget_version_id", () => budgetVersions.id),
    decision: text("decision").$type<BudgetDecision>().notNull(),
    comment: text("comment").notNull().default(""),
    respondedBy: ref.cleared("responded_by", () => users.id),
    /** Kept when the account goes: who answered, as shown then. */
    respondedByName: text("responded_by_name").notNull(),
    respondedByRole: text("responded_by_role").$type<Role>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("budget_responses_version_key").on(t.budgetVersionId),
    check("budget_responses_decision_check", sql`${t.decision} in ('accepted','rejected')`),
  ],
);

/** Candidates a budget prices: sending and accepting move them in the pipeline. */
export const budgetCandidates = pgTable(
  "budget_candidates",
  {
    budgetId: ref.owner("budget_id", () => budgets.id),
    candidateId: ref.owner("candidate_id", () => candidates.id),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.candidateId] }),
    index("budget_candidates_candidate_idx").on(t.candidateId),
  ],
);
