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

const reference = (erasure: string): TablePrivacy => ({ class: "reference", erasure });

/** Why a personal-data table has no section in the export. */
const notExported = (reason: string) => ({ reason });

const personal =
  (privacyClass: "erased" | "anonymised") =>
  (erasure: string, exported: PersonalDataSection | { reason: string }): TablePrivacy =>
    typeof exported === "string"
      ? { class: privacyClass, erasure, export: exported }
      : { class: privacyClass, erasure, export: null, reason: exported.reason };
const erased = personal("erased");
const anonymised = personal("anonymised");

export const tablePrivacy: Record<string, TablePrivacy> = {
  // Identity
  users: anonymised(
    "tombstone: email replaced by deleted-<id>@deleted.invalid, name cleared",
    "account",
  ),
  credentials: erased("deleted (password hash, Google subject)", "signInMethods"),
  sessions: erased("deleted (IP, user agent)", "sessions"),
  api_keys: erased(
    "deleted (names, prefixes, key hashes, last use)",
    notExported("listed on the Integrations page; a key's hash is secret-derived, never given out"),
  ),
  internal_staff: anonymised(
    "kept (user id, active flag); the photo is cleared and its file deleted",
    "staffProfile",
  ),
  customers: anonymised(
    "owner unlinked; phone and photo cleared; the company name is company data",
    "company",
  ),
  customer_associates: erased("deleted (photo)", "companyMembership"),
  invitations: erased("invitations to the user's email deleted", "invitations"),
  password_reset_tokens: erased("deleted", "passwordResets"),
  email_verification_tokens: erased("deleted", "emailVerifications"),
  email_outbox: erased("mail to the user's address deleted", "emails"),
  audit_log: anonymised(
    "kept by opaque id; IP and details.email cleared on the user's entries",
    "auditTrail",
  ),
  // Security
  login_failures: erased("rows for the user's email deleted", "loginFailures"),
  rate_limits: erased("counters keyed by the user's email or id deleted", "rateLimits"),
  oauth_states: reference("ten-minute OIDC state; no user link"),
  profile_claims: erased("deleted", "profileClaims"),
  calendar_feeds: erased(
    "deleted (token hashes, when fetched)",
    notExported("a secret's hash and when a calendar fetched it: nothing the person gave"),
  ),
  // Developer profile
  developers: anonymised(
    "tombstone: names, phone, photo, location, time zone, working hours, bio, links, English cleared; unlinked",
    "developerProfile",
  ),
  chats: anonymised("name and avatar cleared", "chat"),
  chat_messages: erased(
    "the developer's conversation: every message deleted; a staff sender is unlinked",
    "chatMessages",
  ),
  chat_attachments: erased(
    "the developer's conversation's files deleted (rows and stored files)",
    "chatAttachments",
  ),
  chat_reads: erased("the user's read positions deleted", "chatReads"),
  notifications: erased("the user's notifications deleted", "notifications"),
  notification_settings: erased("deleted", "notificationSettings"),
  server_keys: reference("instance-shared signing keys: nothing personal"),
  developer_skills: erased("deleted", "skills"),
  platform_links: erased("deleted", "platformLinks"),
  experiences: erased("deleted", "experiences"),
  experience_skills: erased("deleted with the experiences (cascade)", "experiences"),
  education: erased("deleted", "education"),
  developer_preferences: erased("deleted", "preferences"),
  developer_availability: erased("deleted", "availability"),
  developer_self_identification: erased("deleted", "selfIdentification"),
  assessment_attempts: erased("deleted (answers and code)", "assessmentAttempts"),
  talent_profiles: erased("deleted: an erased developer is not searchable", "searchProfile"),
  talent_changes: reference(
    "which profile rows changed: opaque developer ids and times, pruned after an hour",
  ),
  // Pipeline
  candidates: anonymised(
    "kept (status, stages, origin, score: counts and history); notes and reasons cleared",
    "candidacies",
  ),
  candidate_events: anonymised(
    "kept (statuses, stage changes); note and override reason cleared",
    "candidacyHistory",
  ),
  matching_interviews: anonymised(
    "kept (state, English check, recommendation); notes, salary, availability cleared",
    "screeningInterviews",
  ),
  offer_matchers: erased("a deleted staff user's assignments deleted", "offerAssignments"),
  // Interviews
  interviews: anonymised(
    "kept (type, status, times, result); summary, recommendation, link, time zone cleared",
    "interviews",
  ),
  interview_scores: anonymised(
    "kept (scores); notes cleared",
    notExported(
      "the interviewer's scorecard, never shown to the developer; its outcome is in interviews, verifiedSkills and verifiedEnglish",
    ),
  ),
  interviewer_availability: erased("deleted", "interviewerAvailability"),
  interview_verified_skills: erased("deleted", "verifiedSkills"),
  interview_verified_english: erased("deleted", "verifiedEnglish"),
  // Presentations
  deep_profiles: erased("deleted (cascades its shared links)", "deepProfile"),
  deep_profile_links: erased(
    "deleted with the deep profile (cascade)",
    notExported(
      "share-link slug hashes (secrets) made by staff; the profile itself is in deepProfile",
    ),
  ),
  deep_profile_snapshots: erased(
    "deleted: the only DELETE the append-only table allows; cascades views, decisions",
    "presentations",
  ),
  snapshot_views: erased(
    "deleted with the snapshot (cascade)",
    notExported(
      "which company users opened a presentation: the companies' activity, not the developer's data",
    ),
  ),
  company_match_weights: reference(
    "a company's learnt ranking weights: numbers per criterion and counts of decisions, no person",
  ),
  candidate_decisions: erased(
    "deleted with the snapshot (cascade): the feedback is about the developer",
    "sharedFeedback",
  ),
  decision_reminders: erased(
    "deleted with the snapshot (cascade)",
    notExported(
      "when reminders were sent to the company; nothing about the developer beyond the presentation",
    ),
  ),
  // Commercial flow
  hire_drafts: reference(
    "a company's requirements, no personal fields; claimed_by is an opaque id",
  ),
  pricing_configs: reference("prices and limits; created_by is an opaque id"),
  platform_settings: reference("policy values (retention, reminders); created_by is an opaque id"),
  exchange_rates: reference("currency rates to USD; created_by is an opaque id"),
  demo_seed_steps: reference("which demo data steps are left to load and where they stopped"),
  customer_profile_views: erased(
    "deleted by eraseUser (the developer row is a tombstone): which companies opened it",
    notExported("a company's monthly allowance counter; it says nothing the developer gave or did"),
  ),
  webhook_endpoints: reference(
    "company settings (URL, events, secret); created_by is an opaque id",
  ),
  webhook_events: anonymised(
    "kept (ids, type, when) for delivery; a candidate's name in the payload is cleared",
    notExported("what the company's own systems were sent; the person's side is in candidacies"),
  ),
  webhook_deliveries: reference("delivery attempts: status, timing, the receiver's answer"),
  budgets: reference("company content; created_by is an opaque id"),
  budget_versions: reference("company content; sent_by is an opaque id"),
  budget_candidates: reference("links, deleted with the candidate (cascade)"),
  budget_responses: anonymised(
    "kept (decision, version, when); the responder's name is replaced by a tombstone",
    "budgetResponses",
  ),
  // Catalogue and company content
  offers: reference(
    "company content; created_by and responsible_matcher_id are opaque ids (cleared on deletion)",
  ),
  offer_skills: reference("catalogue"),
  skills: reference("catalogue"),
  stacks: reference("catalogue"),
  catalog_aliases: reference("catalogue (former skill and stack names)"),
  skill_relations: reference("catalogue (related skills and their strength)"),
  interview_questions: reference("catalogue (the question bank interview kits read)"),
  locations: reference("catalogue"),
};
