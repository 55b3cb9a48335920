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

export interface TablePrivacy {
  class: PrivacyClass;
  /** What erasure does to the table (or why it holds nothing personal). */
  erasure: string;
}

export const tablePrivacy: Record<string, TablePrivacy> = {
  // Identity
  users: {
    class: "anonymised",
    erasure: "tombstone: email replaced by deleted-<id>@deleted.invalid, name cleared",
  },
  credentials: { class: "erased", erasure: "deleted (password hash, Google subject)" },
  sessions: { class: "erased", erasure: "deleted (IP, user agent)" },
  internal_staff: {
    class: "erased",
    erasure: "kept (user id, active flag); the photo is cleared and its file deleted",
  },
  customers: {
    class: "anonymised",
    erasure: "owner unlinked; phone and photo cleared; the company name is company data",
  },
  customer_associates: { class: "erased", erasure: "deleted (photo)" },
  invitations: { class: "erased", erasure: "invitations to the user's email deleted" },
  password_reset_tokens: { class: "erased", erasure: "deleted" },
  email_verification_tokens: { class: "erased", erasure: "deleted" },
  email_outbox: { class: "erased", erasure: "mail to the user's address deleted" },
  audit_log: {
    class: "anonymised",
    erasure: "kept by opaque id; IP and details.email cleared on the user's entries",
  },
  // Security
  login_failures: { class: "erased", erasure: "rows for the user's email deleted" },
  rate_limits: { class: "erased", erasure: "counters keyed by the user's email deleted" },
  oauth_states: { class: "reference", erasure: "ten-minute OIDC state; no user link" },
  profile_claims: { class: "erased", erasure: "deleted" },
  // Developer profile
  developers: {
    class: "anonymised",
    erasure: "tombstone: names, phone, photo, location, bio, links, English cleared; unlinked",
  },
  chats: { class: "anonymised", erasure: "name and avatar cleared" },
  chat_messages: {
    class: "erased",
    erasure: "the developer's conversation: every message deleted; a staff sender is unlinked",
  },
  chat_attachments: {
    class: "erased",
    erasure: "the developer's conversation's files deleted (rows and stored files)",
  },
  chat_reads: { class: "erased", erasure: "the user's read positions deleted" },
  notifications: { class: "erased", erasure: "the user's notifications deleted" },
  notification_settings: { class: "erased", erasure: "deleted" },
  server_keys: { class: "reference", erasure: "instance-shared signing keys: nothing personal" },
  developer_skills: { class: "erased", erasure: "deleted" },
  platform_links: { class: "erased", erasure: "deleted" },
  experiences: { class: "erased", erasure: "deleted" },
  experience_skills: { class: "erased", erasure: "deleted with the experiences (cascade)" },
  education: { class: "erased", erasure: "deleted" },
  developer_preferences: { class: "erased", erasure: "deleted" },
  developer_availability: { class: "erased", erasure: "deleted" },
  assessment_attempts: { class: "erased", erasure: "deleted (answers and code)" },
  talent_profiles: { class: "erased", erasure: "deleted: an erased developer is not searchable" },
  // Pipeline
  candidates: {
    class: "anonymised",
    erasure: "kept (status, stages, origin, score: counts and history); notes and reasons cleared",
  },
  candidate_events: {
    class: "anonymised",
    erasure: "kept (statuses, stage changes); note and override reason cleared",
  },
  matching_interviews: {
    class: "anonymised",
    erasure: "kept (state, English check, recommendation); notes, salary, availability cleared",
  },
  offer_matchers: { class: "erased", erasure: "a deleted staff user's assignments deleted" },
  // Interviews (issue #15)
  interviews: {
    class: "anonymised",
    erasure: "kept (type, status, times, result); summary, recommendation, link, time zone cleared",
  },
  interview_scores: { class: "anonymised", erasure: "kept (scores); notes cleared" },
  interviewer_availability: { class: "erased", erasure: "deleted" },
  interview_verified_skills: { class: "erased", erasure: "deleted" },
  interview_verified_english: { class: "erased", erasure: "deleted" },
  // Presentations (issue #16)
  deep_profiles: { class: "erased", erasure: "deleted (cascades its shared links)" },
  deep_profile_links: { class: "erased", erasure: "deleted with the deep profile (cascade)" },
  deep_profile_snapshots: {
    class: "erased",
    erasure: "deleted: the only DELETE the append-only table allows; cascades views, decisions",
  },
  snapshot_views: { class: "erased", erasure: "deleted with the snapshot (cascade)" },
  candidate_decisions: {
    class: "erased",
    erasure: "deleted with the snapshot (cascade): the feedback is about the developer",
  },
  decision_reminders: { class: "erased", erasure: "deleted with the snapshot (cascade)" },
  // Commercial flow (issue #17)
  hire_drafts: {
    class: "reference",
    erasure: "a company's requirements, no personal fields; claimed_by is an opaque id",
  },
  pricing_configs: { class: "reference", erasure: "prices and limits; created_by is an opaque id" },
  customer_profile_views: {
    class: "erased",
    erasure: "deleted with the developer (cascade): which companies opened the profile",
  },
  budgets: { class: "reference", erasure: "company content; created_by is an opaque id" },
  budget_versions: { class: "reference", erasure: "company content; sent_by is an opaque id" },
  budget_candidates: { class: "reference", erasure: "links, deleted with the candidate (cascade)" },
  budget_responses: {
    class: "anonymised",
    erasure: "kept (decision, version, when); the responder's name is replaced by a tombstone",
  },
  // Catalogue and company content
  offers: { class: "reference", erasure: "company content; created_by is an opaque id" },
  offer_skills: { class: "reference", erasure: "catalogue" },
  skills: { class: "reference", erasure: "catalogue" },
  stacks: { class: "reference", erasure: "catalogue" },
  catalog_aliases: { class: "reference", erasure: "catalogue (former skill and stack names)" },
  locations: { class: "reference", erasure: "catalogue" },
};
