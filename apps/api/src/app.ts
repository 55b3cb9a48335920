import { randomUUID } from "node:crypto";
import { REALTIME_MAX_FRAME_BYTES } from "@encaja/contracts";
import type { Db, DbHandle } from "@encaja/db/client";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { registerErrorHandling } from "./errors/handler";
import { createResponseSerializer, type ResponseSerializer } from "./http/serializer";
import { createFileStore, type FileStore } from "./lib/storage";
import { accountRoutes } from "./modules/account/routes";
import { adminApprovalsRoutes } from "./modules/admin/approvals/routes";
import { adminAuditRoutes } from "./modules/admin/audit/routes";
import { adminCatalogRoutes } from "./modules/admin/catalog/routes";
import { adminEmailsRoutes } from "./modules/admin/emails/routes";
import { adminImportsRoutes } from "./modules/admin/imports/routes";
import { adminQuestionsRoutes } from "./modules/admin/questions/routes";
import { adminUsersRoutes } from "./modules/admin/users/routes";
import { apiKeyRoutes } from "./modules/api-keys/routes";
import { assessmentRoutes, registerAssessments } from "./modules/assessments/routes";
import { googleRoutes } from "./modules/auth/google/routes";
import { authRoutes } from "./modules/auth/routes";
import { budgetsRoutes } from "./modules/budgets/routes";
import { calendarFeedRoutes } from "./modules/calendar-feeds/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { chatRoutes } from "./modules/chats/routes";
import { claimRoutes } from "./modules/claims/routes";
import { decisionRoutes } from "./modules/decisions/routes";
import { deepProfileRoutes } from "./modules/deep-profiles/routes";
import { developerHistoryRoutes } from "./modules/developers/history.routes";
import { developerPhotoRoutes } from "./modules/developers/photo.routes";
import { developerProfileRoutes } from "./modules/developers/profile.routes";
import { selfIdentificationRoutes } from "./modules/developers/self-identification.routes";
import { developerSettingsRoutes } from "./modules/developers/settings.routes";
import { exchangeRateRoutes } from "./modules/exchange-rates/routes";
import { exportRoutes } from "./modules/exports/routes";
import { fairnessRoutes } from "./modules/fairness/routes";
import { fileRoutes } from "./modules/files/routes";
import { healthRoutes } from "./modules/health/routes";
import { hireRoutes } from "./modules/hire/routes";
import { interviewRoutes, matchingInterviewRoutes } from "./modules/interviews/routes";
import { invitationRoutes } from "./modules/invitations/routes";
import { linkedinImportRoutes } from "./modules/linkedin-import/routes";
import { matchTipRoutes } from "./modules/match-tips/routes";
import { matchingRoutes } from "./modules/matching/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { jobRoutes } from "./modules/offers/jobs.routes";
import { offerRoutes } from "./modules/offers/offers.routes";
import { developerViewRoutes, pipelineRoutes } from "./modules/pipeline/routes";
import { plansRoutes } from "./modules/plans/routes";
import { platformSettingsRoutes } from "./modules/platform-settings/routes";
import { platformRoutes } from "./modules/platforms/routes";
import { pricingRoutes } from "./modules/pricing/routes";
import { privacyRoutes } from "./modules/privacy/routes";
import { publicProfileRoutes } from "./modules/public-profiles/routes";
import { realtimeRoutes } from "./modules/realtime/routes";
import { talentRoutes } from "./modules/talent/routes";
import { teamRoutes } from "./modules/team/routes";
import { userRoutes } from "./modules/users/routes";
import { registerWebhookWorker } from "./modules/webhooks/plugin";
import { webhookRoutes } from "./modules/webhooks/routes";
import { registerAuditContext } from "./plugins/audit-context";
import { registerAuthorization } from "./plugins/authorization";
import { registerBoardPages } from "./plugins/board-pages";
import { registerDecisionReminders } from "./plugins/decision-reminders";
import { registerDemoData } from "./plugins/demo-data";
import { registerExchangeRates } from "./plugins/exchange-rates";
import { registerHousekeeping } from "./plugins/housekeeping";
import { registerIdentityCache } from "./plugins/identity-cache";
import { registerInFlight } from "./plugins/in-flight";
import { redactingSerializers } from "./plugins/log-redaction";
import { registerMail } from "./plugins/mail";
import { registerMatchIndex } from "./plugins/match-index";
import { registerMetrics } from "./plugins/metrics";
import { registerMonitoring } from "./plugins/monitoring";
import { registerNotificationEmails } from "./plugins/notification-emails";
import { registerOpenApi } from "./plugins/openapi";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerSecurity } from "./plugins/security";
import type { DemoSeedStep } from "./seed/steps";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface BuildAppOptions {
  config: Config;
  db: DbHandle;
  /** Start the SMTP outbox poller (default true; tests drain it by hand). */
  startMailSender?: boolean;
  /** Start the hourly pruning of ended sessions and expired tokens (default true). */
  startHousekeeping?: boolean;
  /** Start the hourly decision reminder emails (default true; tests run the job by hand). */
  startDecisionReminders?: boolean;
  /** Start the chat-burst and digest notification emails (default true; tests run them by hand). */
  startNotificationEmails?: boolean;
  /** Start the webhook delivery worker (default true; tests drain it by hand). */
  startWebhookWorker?: boolean;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where stored files live (default: the one the configuration names, disk or S3). */
  files?: FileStore;
  /**
   * The demo data steps this instance may load in the background (`app.demoData.start()`, after
   * listen): the server passes them when the demo data is allowed; none by default.
   */
  demoSteps?: readonly DemoSeedStep[];
  // The options below are for tests, never configuration: the compiled server takes them only
  // from ENCAJA_TEST_* variables, for the suites that run it (ADR 0052).
  /** Adds GET/POST /__fault/500, a deliberate 500 (the error-reporting tests, ADR 0036). */
  faultInjection?: boolean;
  /** How 2xx answers are written (default RESPONSE_SERIALIZER); tests pass `compare` (ADR 0048). */
  responseSerializer?: ResponseSerializer;
  /** Milliseconds before the background jobs' first run (default: each job's own, 30–90 s). */
  jobsFirstDelayMs?: number;
}

export async function buildApp({
  config,
  db,
  logger,
  startMailSender,
  startHousekeeping,
  startDecisionReminders,
  startNotificationEmails,
  startWebhookWorker,
  files,
  demoSteps,
  faultInjection,
  responseSerializer,
  jobsFirstDelayMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs in logs lose their secrets (invitation tokens, OIDC codes): ADR 0018.
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof logger === "object" ? logger : {}),
            serializers: redactingSerializers,
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only these proxies may name the client in X-Forwarded-For (rate limits key on it).
    trustProxy: config.TRUSTED_PROXIES,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    // Idle keep-alive connections close with the server instead of holding its close open.
    forceCloseConnections: "idle",
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializer(responseSerializer ?? config.RESPONSE_SERIALIZER),
  );
  app.decorate("config", config);
  app.decorate("db", db.db);
  app.decorate("dbHandle", db);
  app.decorate("files", files ?? createFileStore(config));
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandling(app);
  registerInFlight(app);
  // Security and CORS headers first: later onRequest hooks (authorisation, rate limits) may
  // answer 401/403/429, and those answers must carry the headers too.
  await registerSecurity(app, config.WEB_URL);
  registerIdentityCache(app);
  registerAuthorization(app);
  registerAuditContext(app);
  registerMonitoring(app, { faultInjection: faultInjection ?? false });
  registerRateLimits(app);
  registerBoardPages(app);
  registerExchangeRates(app);
  registerMatchIndex(app);
  registerMail(app, { startSender: startMailSender ?? true });
  registerWebhookWorker(app, { start: startWebhookWorker ?? true });
  const jobs = { firstMs: jobsFirstDelayMs };
  if (startHousekeeping ?? true) registerHousekeeping(app, jobs);
  if (startDecisionReminders ?? true) registerDecisionReminders(app, jobs);
  registerNotificationEmails(app, { ...jobs, startJobs: startNotificationEmails ?? true });
  registerAssessments(app);
  registerDemoData(app, { steps: demoSteps });
  await registerOpenApi(app, config.API_URL);
  // After OpenAPI, which documents /metrics; before the routes, which it times.
  registerMetrics(app);
  // Uploads (photos, CV PDFs): per-route size limits are checked again by each handler.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });

  for (const routes of [
    healthRoutes,
    authRoutes,
    googleRoutes,
    userRoutes,
    invitationRoutes,
    platformRoutes,
    claimRoutes,
    developerProfileRoutes,
    developerHistoryRoutes,
    developerSettingsRoutes,
    selfIdentificationRoutes,
    developerPhotoRoutes,
    fileRoutes,
    catalogRoutes,
    linkedinImportRoutes,
    offerRoutes,
    jobRoutes,
    assessmentRoutes,
    matchingRoutes,
    matchTipRoutes,
    pipelineRoutes,
    matchingInterviewRoutes,
    developerViewRoutes,
    talentRoutes,
    interviewRoutes,
    calendarFeedRoutes,
    deepProfileRoutes,
    decisionRoutes,
    publicProfileRoutes,
    hireRoutes,
    pricingRoutes,
    budgetsRoutes,
    accountRoutes,
    teamRoutes,
    plansRoutes,
    chatRoutes,
    realtimeRoutes,
    notificationRoutes,
    adminUsersRoutes,
    adminApprovalsRoutes,
    adminCatalogRoutes,
    adminQuestionsRoutes,
    adminImportsRoutes,
    adminAuditRoutes,
    fairnessRoutes,
    platformSettingsRoutes,
    exchangeRateRoutes,
    adminEmailsRoutes,
    privacyRoutes,
    exportRoutes,
    webhookRoutes,
    apiKeyRoutes,
  ]) {
    await app.register(routes);
  }
  return app;
}
