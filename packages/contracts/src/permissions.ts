import { type Role, roles } from "./enums";

/** Anyone, signed in or not. */
export const PUBLIC = "public" as const;
type Allowed = typeof PUBLIC | readonly Role[];

const everyone: readonly Role[] = roles;
const staff: readonly Role[] = ["matchers", "superAdmin"];

/**
 * Roles as data: every API action and who may perform it. Each route names its action;
 * one hook in the API checks this table. Record-level (ownership) checks live in services.
 */
export const permissions = {
  "system.health": PUBLIC,
  /** No session: GET /metrics checks its own bearer, METRICS_TOKEN (docs/operations.md). */
  "system.metrics": PUBLIC,
  "auth.providers": PUBLIC,
  "auth.login": PUBLIC,
  "auth.register": PUBLIC,
  "auth.internalSignup": PUBLIC,
  "auth.invitationSignup": PUBLIC,
  "auth.claim": PUBLIC,
  "auth.passwordForgot": PUBLIC,
  "auth.passwordReset": PUBLIC,
  "auth.emailVerify": PUBLIC,
  "auth.emailResend": PUBLIC,
  "auth.google": PUBLIC,
  "auth.logout": everyone,
  "users.me.read": everyone,
  "users.me.changePassword": everyone,
  "users.me.delete": everyone,
  "invitations.read": PUBLIC,
  "invitations.create": ["customer", "superAdmin"],
  "claims.create": staff,
  "platforms.create": ["developer"],
  "platforms.self": ["developer"],
  "developers.self": ["developer"],
  "catalog.read": PUBLIC,
  "files.read": PUBLIC,
  "customers.search": staff,
  "offers.manage": staff,
  "jobs.read": PUBLIC,
  "jobs.apply": ["developer"],
  "applications.self": ["developer"],
  "offerInvitations.self": ["developer"],
  "customers.offers.self": ["customer", "customerAssociate"],
  "assessments.read": PUBLIC,
  "assessments.attempt": ["developer"],
  "assessments.staffView": staff,
  "matching.read": staff,
  "pipeline.manage": staff,
  "talent.search": ["matchers", "superAdmin", "customer", "customerAssociate"],
  "developers.view": ["matchers", "superAdmin", "customer", "customerAssociate"],
  // Interviews: record-level rules (own interviews only) live in the service.
  "interviews.run": ["hardInterviewer", "matchers", "superAdmin"],
  "interviews.self": ["developer"],
  // Presentations: company ownership of snapshots and candidates lives in services.
  "deepProfiles.manage": staff,
  "deepProfiles.shared": PUBLIC,
  "snapshots.read": ["customer", "customerAssociate", "matchers", "superAdmin"],
  "customers.candidates.self": ["customer", "customerAssociate"],
  "publicProfiles.read": PUBLIC,
  // Commercial flow: company ownership of drafts, budgets and teams lives in services.
  "hire.draft": PUBLIC,
  "hire.claim": ["customer"],
  "pricing.read": PUBLIC,
  "pricing.manage": ["superAdmin"],
  "plans.manage": ["superAdmin"],
  "customers.plan.self": ["customer", "customerAssociate"],
  "customers.settings": ["customer"],
  "budgets.manage": staff,
  "budgets.read": ["customer", "customerAssociate", "matchers", "superAdmin"],
  "budgets.respond": ["customer", "customerAssociate"],
  "account.self": everyone,
  // Chat and notifications: a developer's own chat only, checked in the service.
  "chats.read": ["developer", "matchers", "superAdmin"],
  "chats.write": ["developer", "matchers", "superAdmin"],
  "chats.inbox": staff,
  "chats.assign": staff,
  "notifications.self": everyone,
  "notifications.unsubscribe": PUBLIC,
  // The WebSocket upgrade is public; its first frame authenticates (ADR 0028).
  "realtime.connect": PUBLIC,
  "team.read": ["customer", "customerAssociate"],
  "team.manage": ["customer"],
  // Calendar feeds: each person's own feed; the public feed's token is its credential (ADR 0059).
  "calendarFeeds.interviewer": ["hardInterviewer", "matchers", "superAdmin"],
  "calendarFeeds.developer": ["developer"],
  "calendarFeeds.read": PUBLIC,
  // API keys: the associates rule and ownership live in the service; keys cannot use it (ADR 0057).
  "apiKeys.manage": ["customer", "customerAssociate", "superAdmin"],
  // Webhooks are company settings: the owner manages them; superAdmin may read (support).
  "webhooks.read": ["customer", "superAdmin"],
  "webhooks.manage": ["customer"],
  // Admin backoffice: every /admin/... route, superAdmin only.
  "admin.manage": ["superAdmin"],
  // Exchange rates change every stored salary and budget in USD: superAdmin only.
  "exchangeRates.manage": ["superAdmin"],
  // The fairness audit reads voluntary self-identification in aggregate: superAdmin only, never matchers.
  "fairness.audit": ["superAdmin"],
} as const satisfies Record<string, Allowed>;

export type Action = keyof typeof permissions;

export function isPublicAction(action: Action): boolean {
  return permissions[action] === PUBLIC;
}

export function isAllowed(action: Action, role: Role | null): boolean {
  const allowed: Allowed = permissions[action];
  if (allowed === PUBLIC) return true;
  return role !== null && allowed.includes(role);
}
