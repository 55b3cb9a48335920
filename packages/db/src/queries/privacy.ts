import type { PersonalDataSection } from "@encaja/contracts";

/**
 * Privacy classification of every table (decision 0014). A test enumerates the database's
 * tables and fails when one is missing here, so a new table cannot escape account erasure.
 *
 * - `reference`: holds no personal data (catalogues, company content, one-way token hashes
 *   not tied to a person).
 * - `erased`: rows about the erased user are deleted by `eraseUser`.
 * - `anonymised`: rows are kept for history, with every personal column cleared; only an
 *   opaque id remains.
 */
export type PrivacyClass = "reference" | "erased" | "anonymised";

/**
 * Where a personal-data table appears in `GET /users/me/export` (a section of
 * contracts' personalDataSections), or `null` with the reason it is left out.
 */
export type ExportMapping =
  | { export: PersonalDataSection; reason?: never }
  | { export: null; reason: string };

export type TablePrivacy =
  | {
      class: "reference";
      /** Why the table holds nothing personal. */
      erasure: string;
    }
  | ({
      class: "erased" | "anonymised";
      /** What erasure does to the table. */
      erasure: string;
    } & ExportMapping);

export const tablePrivacy: Record<string, TablePrivacy> = {
  // Identity
  users: {
    class: "anonymised",
    erasure: "tombstone: email replaced by deleted-<id>@deleted.invalid, name cleared",
    export: "account",
  },
  credentials: {
    class: "erased",
    erasure: "deleted (password hash, Google subject)",
    export: "signInMethods",
  },
  sessions: { class: "erased", erasure: "deleted (IP, user agent)", export: "sessions" },
  internal_staff: {
    class: "anonymised",
    erasure: "kept (user id, active flag); the photo is cleared and its file deleted",
    export: "staffProfile",
  },
  customers: {
    class: "anonymised",
    erasure: "owner unlinked; phone and photo cleared; the company name is company data",
    export: "company",
  },
  customer_associates: { class: "erased", erasure: "deleted (photo)", export: "companyMembership" },
  invitations: {
    class: "erased",
    erasure: "invitations to the user's email deleted",
    export: "invitations",
  },
  password_reset_tokens: { class: "erased", erasure: "deleted", export: "passwordResets" },
  email_verification_tokens: { class: "erased", erasure: "deleted", export: "emailVerifications" },
  email_outbox: {
    class: "erased",
    erasure: "mail to the user's address deleted",
    export: "emails",
  },
  audit_log: {
    class: "anonymised",
    erasure: "kept by opaque id; IP and details.email cleared on the user's entries",
    export: "auditTrail",
  },
  // Security
  login_failures: {
    class: "erased",
    erasure: "rows for the user's email deleted",
    export: "loginFailures",
  },
  rate_limits: {
    class: "erased",
    erasure: "counters keyed by the user's email or id deleted",
    export: "rateLimits",
  },
  oauth_states: { class: "reference", erasure: "ten-minute OIDC state; no user link" },
  profile_claims: { class: "erased", erasure: "deleted", export: "profileClaims" },
  // Developer profile
  developers: {
    class: "anonymised",
    erasure: "tombstone: names, phone, photo, location, bio, links, English cleared; unlinked",
    export: "developerProfile",
  },
  chats: { class: "anonymised", erasure: "name and avatar cleared", export: "chat" },
  chat_messages: {
    class: "erased",
    erasure: "the developer's conversation: every message deleted; a staff sender is unlinked",
    export: "chatMessages",
  },
  chat_attachments: {
    class: "erased",
    erasure: "the developer's conversation's files deleted (rows and stored files)",
    export: "chatAttachments",
  },
  chat_reads: {
    class: "erased",
    erasure: "the user's read positions deleted",
    export: "chatReads",
  },
  notifications: {
    class: "erased",
    erasure: "the user's notifications deleted",
    export: "notifications",
  },
  notification_settings: { class: "erased", erasure: "deleted", export: "notificationSettings" },
  server_keys: { class: "reference", erasure: "instance-shared signing keys: nothing personal" },
  developer_skills: { class: "erased", erasure: "deleted", export: "skills" },
  platform_links: { class: "erased", erasure: "deleted", export: "platformLinks" },
  experiences: { class: "erased", erasure: "deleted", export: "experiences" },
  experience_skills: {
    class: "erased",
    erasure: "deleted with the experiences (cascade)",
    export: "experiences",
  },
  education: { class: "erased", erasure: "deleted", export: "education" },
  developer_preferences: { class: "erased", erasure: "deleted", export: "preferences" },
  developer_availability: { class: "erased", erasure: "deleted", export: "availability" },
  assessment_attempts: {
    class: "erased",
    erasure: "deleted (answers and code)",
    export: "assessmentAttempts",
  },
  talent_profiles: {
    class: "erased",
    erasure: "deleted: an erased developer is not searchable",
    export: "searchProfile",
  },
  talent_changes: {
    class: "reference",
    erasure: "which profile rows changed: opaque developer ids and times, pruned after an hour",
  },
  // Pipeline
  candidates: {
    class: "anonymised",
    erasure: "kept (status, stages, origin, score: counts and history); notes and reasons cleared",
    export: "candidacies",
  },
  candidate_events: {
    class: "anonymised",
    erasure: "kept (statuses, stage changes); note and override reason cleared",
    export: "candidacyHistory",
  },
  matching_interviews: {
    class: "anonymised",
    erasure: "kept (state, English check, recommendation); notes, salary, availability cleared",
    export: "screeningInterviews",
  },
  offer_matchers: {
    class: "erased",
    erasure: "a deleted staff user's assignments deleted",
    export: "offerAssignments",
  },
  // Interviews
  interviews: {
    class: "anonymised",
    erasure: "kept (type, status, times, result); summary, recommendation, link, time zone cleared",
    export: "interviews",
  },
  interview_scores: {
    class: "anonymised",
    erasure: "kept (scores); notes cleared",
    export: null,
    reason:
      "the interviewer's scorecard, never shown to the developer; its outcome is in interviews, verifiedSkills and verifiedEnglish",
  },
  interviewer_availability: {
    class: "erased",
    erasure: "deleted",
    export: "interviewerAvailability",
  },
  interview_verified_skills: { class: "erased", erasure: "deleted", export: "verifiedSkills" },
  interview_verified_english: { class: "erased", erasure: "deleted", export: "verifiedEnglish" },
  // Presentations
  deep_profiles: {
    class: "erased",
    erasure: "deleted (cascades its shared links)",
    export: "deepProfile",
  },
  deep_profile_links: {
    class: "erased",
    erasure: "deleted with the deep profile (cascade)",
    export: null,
    reason: "share-link slug hashes (secrets) made by staff; the profile itself is in deepProfile",
  },
  deep_profile_snapshots: {
    class: "erased",
    erasure: "deleted: the only DELETE the append-only table allows; cascades views, decisions",
    export: "presentations",
  },
  snapshot_views: {
    class: "erased",
    erasure: "deleted with the snapshot (cascade)",
    export: null,
    reason:
      "which company users opened a presentation: the companies' activity, not the developer's data",
  },
  candidate_decisions: {
    class: "erased",
    erasure: "deleted with the snapshot (cascade): the feedback is about the developer",
    export: "sharedFeedback",
  },
  decision_reminders: {
    class: "erased",
    erasure: "deleted with the snapshot (cascade)",
    export: null,
    reason:
      "when reminders were sent to the company; nothing about the developer beyond the presentation",
  },
  // Commercial flow
  hire_drafts: {
    class: "reference",
    erasure: "a company's requirements, no personal fields; claimed_by is an opaque id",
  },
  pricing_configs: { class: "reference", erasure: "prices and limits; created_by is an opaque id" },
  platform_settings: {
    class: "reference",
    erasure: "policy values (retention, reminders); created_by is an opaque id",
  },
  customer_profile_views: {
    class: "erased",
    erasure: "deleted by eraseUser (the developer row is a tombstone): which companies opened it",
    export: null,
    reason: "a company's monthly allowance counter; it says nothing the developer gave or did",
  },
  budgets: { class: "reference", erasure: "company content; created_by is an opaque id" },
  budget_versions: { class: "reference", erasure: "company content; sent_by is an opaque id" },
  budget_candidates: { class: "reference", erasure: "links, deleted with the candidate (cascade)" },
  budget_responses: {
    class: "anonymised",
    erasure: "kept (decision, version, when); the responder's name is replaced by a tombstone",
    export: "budgetResponses",
  },
  // Catalogue and company content
  offers: { class: "reference", erasure: "company content; created_by is an opaque id" },
  offer_skills: { class: "reference", erasure: "catalogue" },
  skills: { class: "reference", erasure: "catalogue" },
  stacks: { class: "reference", erasure: "catalogue" },
  catalog_aliases: { class: "reference", erasure: "catalogue (former skill and stack names)" },
  locations: { class: "reference", erasure: "catalogue" },
};
