import { account, plans, team } from "./account";
import { adminApprovals } from "./admin-approvals";
import { adminAudit } from "./admin-audit";
import { adminCatalog } from "./admin-catalog";
import { adminEmails } from "./admin-emails";
import { adminExchangeRates } from "./admin-exchange-rates";
import { adminImports } from "./admin-imports";
import { adminQuestions } from "./admin-questions";
import { adminSettings } from "./admin-settings";
import { adminUsers } from "./admin-users";
import { apiKeys } from "./api-keys";
import { assessments } from "./assessments";
import { auth, claims, invitations, users } from "./auth";
import { budgets } from "./budgets";
import { calendarFeeds, developerCalendarFeed, interviewerCalendarFeed } from "./calendar-feeds";
import { catalogRoutes } from "./catalog";
import { chats, realtime } from "./chats";
import { customerCandidates, decisions } from "./decisions";
import { deepProfiles, snapshots } from "./deep-profiles";
import type { RouteDefinition } from "./define";
import { developers, files, platforms } from "./developers";
import { exportRoutes } from "./exports";
import { adminFairness, selfIdentification } from "./fairness";
import { hire, pricing } from "./hire";
import { education, experiences } from "./history";
import { developerInterviews, interviews, matchingInterviews } from "./interviews";
import { notifications } from "./notifications";
import { applications, customerOffers, jobs, offerInvitations, offers } from "./offers";
import { matching, pipeline, talent } from "./pipeline";
import { privacy } from "./privacy";
import { publicProfiles } from "./public-profiles";
import { system } from "./system";
import { webhooks } from "./webhooks";

export * from "./define";
export type * from "./endpoint";
export * from "./url";

/** Every API endpoint, by feature (`routes.offers.create`). */
export const routes = {
  system,
  auth,
  users,
  invitations,
  claims,
  platforms,
  developers,
  experiences,
  education,
  files,
  catalog: catalogRoutes,
  offers,
  jobs,
  applications,
  offerInvitations,
  customerOffers,
  assessments,
  matching,
  // Matching interviews are declared with the other interviews but keep their `pipeline.*` names.
  pipeline: { ...pipeline, ...matchingInterviews },
  talent,
  interviews,
  developerInterviews,
  deepProfiles,
  snapshots,
  customerCandidates,
  decisions,
  publicProfiles,
  hire,
  pricing,
  budgets,
  account,
  team,
  plans,
  chats,
  realtime,
  notifications,
  adminUsers,
  adminApprovals,
  adminCatalog,
  adminQuestions,
  adminImports,
  adminAudit,
  adminFairness,
  selfIdentification,
  adminSettings,
  adminExchangeRates,
  adminEmails,
  privacy,
  interviewerCalendarFeed,
  developerCalendarFeed,
  calendarFeeds,
  exports: exportRoutes,
  apiKeys,
  webhooks,
} as const;

/** Each route with its stable name, `group.name` (OpenAPI operationId, generated clients). */
export const namedRoutes: ReadonlyArray<{ name: string; route: RouteDefinition }> = Object.entries(
  routes,
).flatMap(([group, members]) =>
  Object.entries(members as Record<string, RouteDefinition>).map(([name, route]) => ({
    name: `${group}.${name}`,
    route,
  })),
);

/** The same routes as one flat list (tests, OpenAPI). */
export const allRoutes: readonly RouteDefinition[] = Object.values(routes).flatMap(
  (group): RouteDefinition[] => Object.values(group),
);
