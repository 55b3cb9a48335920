import type { DecisionOutcome, RejectionReason, Role } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestampColumns, timestamptz } from "./columns";
import { developers } from "./developers";
import { customers, users } from "./identity";
import { candidates, offers } from "./offers";

/**
 * A matcher-written deep profile of a developer: one per developer, edited in
 * place. The matcher's parts live in `content` (contracts' DeepProfileInput); what is shown
 * to customers is frozen from it into snapshots.
 */
export const deepProfiles = pgTable(
  "deep_profiles",
  {
    id: idColumn(),
    developerId: ref.owner("developer_id", () => developers.id),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdBy: ref.cleared("created_by", () => users.id),
    updatedBy: ref.cleared("updated_by", () => users.id),
    ...timestampColumns(),
  },
  (t) => [uniqueIndex("deep_profiles_developer_key").on(t.developerId)],
);

/**
 * A shareable link to a deep profile (`/deep-profile/{slug}`). Only the SHA-256 of the
 * unguessable slug is stored (ADR 0003); the link shows no contact details.
 */
export const deepProfileLinks = pgTable(
  "deep_profile_links",
  {
    id: idColumn(),
    deepProfileId: ref.owner("deep_profile_id", () => deepProfiles.id),
    slugHash: text("slug_hash").notNull(),
    /** The slug's last characters, so staff can tell their links apart. */
    slugHint: text("slug_hint").notNull(),
    label: text("label").notNull().default(""),
    expiresAt: timestamptz("expires_at"),
    revokedAt: timestamptz("revoked_at"),
    createdBy: ref.cleared("created_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("deep_profile_links_slug_key").on(t.slugHash),
    index("deep_profile_links_profile_idx").on(t.deepProfileId, t.createdAt),
  ],
);

/**
 * What a customer was shown when a candidate was presented: the deep profile and the
 * developer's data frozen as one JSON document (contracts' DeepProfileDocument). Append-only:
 * a trigger (migration 0014) refuses every UPDATE; rows go only with their candidate.
 */
export const deepProfileSnapshots = pgTable(
  "deep_profile_snapshots",
  {
    id: idColumn(),
    candidateId: ref.owner("candidate_id", () => candidates.id),
    offerId: ref.owner("offer_id", () => offers.id),
    customerId: ref.owner("customer_id", () => customers.id),
    developerId: ref.owner("developer_id", () => developers.id),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    createdBy: ref.cleared("created_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("deep_profile_snapshots_candidate_idx").on(t.candidateId, t.createdAt),
    index("deep_profile_snapshots_customer_idx").on(t.customerId, t.createdAt),
  ],
);

/** Who opened a snapshot (page or PDF) and when: the view log matchers see. */
export const snapshotViews = pgTable(
  "snapshot_views",
  {
    id: idColumn(),
    snapshotId: ref.owner("snapshot_id", () => deepProfileSnapshots.id),
    viewerUserId: ref.cleared("viewer_user_id", () => users.id),
    /** The viewer's role when viewing (kept when the user is deleted). */
    viewerRole: text("viewer_role").$type<Role>().notNull(),
    kind: text("kind").notNull().default("page"),
    viewedAt: createdAtColumn(),
  },
  (t) => [
    index("snapshot_views_snapshot_idx").on(t.snapshotId, t.viewedAt),
    check("snapshot_views_kind_check", sql`${t.kind} in ('page','pdf')`),
  ],
);

/**
 * The customer's answer to a presented candidate: one per snapshot (deciding twice is a
 * unique violation). The reason and feedback are the customer's; the developer sees the
 * feedback only when a matcher shares it (`developer_message`).
 */
export const candidateDecisions = pgTable(
  "candidate_decisions",
  {
    id: idColumn(),
    candidateId: ref.owner("candidate_id", () => candidates.id),
    snapshotId: ref.owner("snapshot_id", () => deepProfileSnapshots.id),
    decision: text("decision").$type<DecisionOutcome>().notNull(),
    reason: text("reason").$type<RejectionReason>(),
    feedback: text("feedback").notNull().default(""),
    decidedBy: ref.cleared("decided_by", () => users.id),
    /** The words a matcher chose to share with the developer; null = nothing shared. */
    developerMessage: text("developer_message"),
    sharedBy: ref.cleared("shared_by", () => users.id),
    sharedAt: timestamptz("shared_at"),
    decidedAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("candidate_decisions_snapshot_key").on(t.snapshotId),
    index("candidate_decisions_candidate_idx").on(t.candidateId, t.decidedAt),
    check("candidate_decisions_decision_check", sql`${t.decision} in ('approved','not_approved')`),
    check(
      "candidate_decisions_reason_check",
      sql`(${t.decision} = 'approved') = (${t.reason} is null)`,
    ),
  ],
);

/** A decision reminder sent for a snapshot at a threshold (days waiting): once each. */
export const decisionReminders = pgTable(
  "decision_reminders",
  {
    id: idColumn(),
    snapshotId: ref.owner("snapshot_id", () => deepProfileSnapshots.id),
    thresholdDays: integer("threshold_days").notNull(),
    sentAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("decision_reminders_snapshot_key").on(t.snapshotId, t.thresholdDays)],
);
