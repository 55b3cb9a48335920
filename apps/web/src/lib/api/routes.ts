import type { routes as contractRoutes } from "@encaja/contracts";
import type * as AccountRoutes from "@encaja/contracts/routes/account";
import type * as AdminApprovalsRoutes from "@encaja/contracts/routes/admin-approvals";
import type * as AdminAuditRoutes from "@encaja/contracts/routes/admin-audit";
import type * as AdminCatalogRoutes from "@encaja/contracts/routes/admin-catalog";
import type * as AdminEmailsRoutes from "@encaja/contracts/routes/admin-emails";
import type * as AdminExchangeRatesRoutes from "@encaja/contracts/routes/admin-exchange-rates";
import type * as AdminImportsRoutes from "@encaja/contracts/routes/admin-imports";
import type * as AdminQuestionsRoutes from "@encaja/contracts/routes/admin-questions";
import type * as AdminSettingsRoutes from "@encaja/contracts/routes/admin-settings";
import type * as AdminUsersRoutes from "@encaja/contracts/routes/admin-users";
import type * as ApiKeysRoutes from "@encaja/contracts/routes/api-keys";
import type * as AssessmentsRoutes from "@encaja/contracts/routes/assessments";
import type * as AuthRoutes from "@encaja/contracts/routes/auth";
import type * as BudgetsRoutes from "@encaja/contracts/routes/budgets";
import type * as CalendarFeedsRoutes from "@encaja/contracts/routes/calendar-feeds";
import type * as CatalogRoutes from "@encaja/contracts/routes/catalog";
import type * as ChatsRoutes from "@encaja/contracts/routes/chats";
import type * as DecisionsRoutes from "@encaja/contracts/routes/decisions";
import type * as DeepProfilesRoutes from "@encaja/contracts/routes/deep-profiles";
import type * as DevelopersRoutes from "@encaja/contracts/routes/developers";
import type * as ExportsRoutes from "@encaja/contracts/routes/exports";
import type * as FairnessRoutes from "@encaja/contracts/routes/fairness";
import type * as HireRoutes from "@encaja/contracts/routes/hire";
import type * as HistoryRoutes from "@encaja/contracts/routes/history";
import type * as InterviewsRoutes from "@encaja/contracts/routes/interviews";
import type * as NotificationsRoutes from "@encaja/contracts/routes/notifications";
import type * as OffersRoutes from "@encaja/contracts/routes/offers";
import type * as PipelineRoutes from "@encaja/contracts/routes/pipeline";
import type * as PrivacyRoutes from "@encaja/contracts/routes/privacy";
import type * as PublicProfilesRoutes from "@encaja/contracts/routes/public-profiles";
import type * as SystemRoutes from "@encaja/contracts/routes/system";
import type * as WebhooksRoutes from "@encaja/contracts/routes/webhooks";

import { lazyTable } from "./lazy-table";

type Routes = typeof contractRoutes;
type Loaders = { [K in keyof Routes]: () => Routes[K] };

/**
 * Each group of the route table from its module, as the contracts' `routes` composes them.
 * Unit tests use the contracts' table instead (vitest.config.ts: their `require` is Node's,
 * which cannot load TypeScript); routes.test.ts checks these modules and names against it.
 */
const loaders: Loaders = {
  system: () => (require("@encaja/contracts/routes/system") as typeof SystemRoutes).system,
  auth: () => (require("@encaja/contracts/routes/auth") as typeof AuthRoutes).auth,
  users: () => (require("@encaja/contracts/routes/auth") as typeof AuthRoutes).users,
  invitations: () => (require("@encaja/contracts/routes/auth") as typeof AuthRoutes).invitations,
  claims: () => (require("@encaja/contracts/routes/auth") as typeof AuthRoutes).claims,
  platforms: () =>
    (require("@encaja/contracts/routes/developers") as typeof DevelopersRoutes).platforms,
  developers: () =>
    (require("@encaja/contracts/routes/developers") as typeof DevelopersRoutes).developers,
  experiences: () =>
    (require("@encaja/contracts/routes/history") as typeof HistoryRoutes).experiences,
  education: () => (require("@encaja/contracts/routes/history") as typeof HistoryRoutes).education,
  files: () => (require("@encaja/contracts/routes/developers") as typeof DevelopersRoutes).files,
  catalog: () =>
    (require("@encaja/contracts/routes/catalog") as typeof CatalogRoutes).catalogRoutes,
  offers: () => (require("@encaja/contracts/routes/offers") as typeof OffersRoutes).offers,
  jobs: () => (require("@encaja/contracts/routes/offers") as typeof OffersRoutes).jobs,
  applications: () =>
    (require("@encaja/contracts/routes/offers") as typeof OffersRoutes).applications,
  offerInvitations: () =>
    (require("@encaja/contracts/routes/offers") as typeof OffersRoutes).offerInvitations,
  customerOffers: () =>
    (require("@encaja/contracts/routes/offers") as typeof OffersRoutes).customerOffers,
  assessments: () =>
    (require("@encaja/contracts/routes/assessments") as typeof AssessmentsRoutes).assessments,
  matching: () => (require("@encaja/contracts/routes/pipeline") as typeof PipelineRoutes).matching,
  // Matching interviews keep their `pipeline.*` names, as in the contracts' table.
  pipeline: () => ({
    ...(require("@encaja/contracts/routes/pipeline") as typeof PipelineRoutes).pipeline,
    ...(require("@encaja/contracts/routes/interviews") as typeof InterviewsRoutes)
      .matchingInterviews,
  }),
  talent: () => (require("@encaja/contracts/routes/pipeline") as typeof PipelineRoutes).talent,
  interviews: () =>
    (require("@encaja/contracts/routes/interviews") as typeof InterviewsRoutes).interviews,
  developerInterviews: () =>
    (require("@encaja/contracts/routes/interviews") as typeof InterviewsRoutes).developerInterviews,
  deepProfiles: () =>
    (require("@encaja/contracts/routes/deep-profiles") as typeof DeepProfilesRoutes).deepProfiles,
  snapshots: () =>
    (require("@encaja/contracts/routes/deep-profiles") as typeof DeepProfilesRoutes).snapshots,
  customerCandidates: () =>
    (require("@encaja/contracts/routes/decisions") as typeof DecisionsRoutes).customerCandidates,
  decisions: () =>
    (require("@encaja/contracts/routes/decisions") as typeof DecisionsRoutes).decisions,
  publicProfiles: () =>
    (require("@encaja/contracts/routes/public-profiles") as typeof PublicProfilesRoutes)
      .publicProfiles,
  hire: () => (require("@encaja/contracts/routes/hire") as typeof HireRoutes).hire,
  pricing: () => (require("@encaja/contracts/routes/hire") as typeof HireRoutes).pricing,
  budgets: () => (require("@encaja/contracts/routes/budgets") as typeof BudgetsRoutes).budgets,
  account: () => (require("@encaja/contracts/routes/account") as typeof AccountRoutes).account,
  team: () => (require("@encaja/contracts/routes/account") as typeof AccountRoutes).team,
  plans: () => (require("@encaja/contracts/routes/account") as typeof AccountRoutes).plans,
  chats: () => (require("@encaja/contracts/routes/chats") as typeof ChatsRoutes).chats,
  realtime: () => (require("@encaja/contracts/routes/chats") as typeof ChatsRoutes).realtime,
  notifications: () =>
    (require("@encaja/contracts/routes/notifications") as typeof NotificationsRoutes).notifications,
  adminUsers: () =>
    (require("@encaja/contracts/routes/admin-users") as typeof AdminUsersRoutes).adminUsers,
  adminApprovals: () =>
    (require("@encaja/contracts/routes/admin-approvals") as typeof AdminApprovalsRoutes)
      .adminApprovals,
  adminCatalog: () =>
    (require("@encaja/contracts/routes/admin-catalog") as typeof AdminCatalogRoutes).adminCatalog,
  adminQuestions: () =>
    (require("@encaja/contracts/routes/admin-questions") as typeof AdminQuestionsRoutes)
      .adminQuestions,
  adminImports: () =>
    (require("@encaja/contracts/routes/admin-imports") as typeof AdminImportsRoutes).adminImports,
  adminAudit: () =>
    (require("@encaja/contracts/routes/admin-audit") as typeof AdminAuditRoutes).adminAudit,
  adminFairness: () =>
    (require("@encaja/contracts/routes/fairness") as typeof FairnessRoutes).adminFairness,
  selfIdentification: () =>
    (require("@encaja/contracts/routes/fairness") as typeof FairnessRoutes).selfIdentification,
  adminSettings: () =>
    (require("@encaja/contracts/routes/admin-settings") as typeof AdminSettingsRoutes)
      .adminSettings,
  adminExchangeRates: () =>
    (require("@encaja/contracts/routes/admin-exchange-rates") as typeof AdminExchangeRatesRoutes)
      .adminExchangeRates,
  adminEmails: () =>
    (require("@encaja/contracts/routes/admin-emails") as typeof AdminEmailsRoutes).adminEmails,
  privacy: () => (require("@encaja/contracts/routes/privacy") as typeof PrivacyRoutes).privacy,
  interviewerCalendarFeed: () =>
    (require("@encaja/contracts/routes/calendar-feeds") as typeof CalendarFeedsRoutes)
      .interviewerCalendarFeed,
  developerCalendarFeed: () =>
    (require("@encaja/contracts/routes/calendar-feeds") as typeof CalendarFeedsRoutes)
      .developerCalendarFeed,
  calendarFeeds: () =>
    (require("@encaja/contracts/routes/calendar-feeds") as typeof CalendarFeedsRoutes)
      .calendarFeeds,
  exports: () => (require("@encaja/contracts/routes/exports") as typeof ExportsRoutes).exportRoutes,
  apiKeys: () => (require("@encaja/contracts/routes/api-keys") as typeof ApiKeysRoutes).apiKeys,
  webhooks: () => (require("@encaja/contracts/routes/webhooks") as typeof WebhooksRoutes).webhooks,
};

/**
 * The API's route table, the contracts' `routes` (`routes.offers.create`), with each feature's
 * module evaluated when a page first uses one of its routes. Every route's zod schemas are built
 * when their module is evaluated: the whole table took a signed-in page about 200 ms of main
 * thread at 4× CPU, most of it for routes the page never calls. `require` keeps the modules in
 * the bundle, as an import would, but runs each on first use.
 */
export const routes = lazyTable<Routes>(loaders);
