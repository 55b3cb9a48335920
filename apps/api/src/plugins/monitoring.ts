import {
  defaultStackParser,
  type ErrorEvent,
  makeNodeTransport,
  NodeClient,
  Scope,
} from "@sentry/node";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Error reporting for the API (ADR 0036): unexpected errors (5xx) go to Sentry with
 * the request id, the route pattern and the user id, nothing else about the request. One
 * client per app with its own scope, no global `Sentry.init`: no process-wide handlers, no
 * OpenTelemetry, and test apps in one process never report through each other.
 */
export interface ErrorMonitor {
  captureUnexpected(request: FastifyRequest, error: unknown): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Present only when SENTRY_DSN is set. */
    monitoring?: ErrorMonitor;
  }
}

/** Path of the deliberate 500 (buildApp's test-only `faultInjection`): the scrubbing tests. */
export const FAULT_ROUTE = "/__fault/500";

const EVENT_KEYS_KEPT = new Set([
  "event_id",
  "timestamp",
  "platform",
  "level",
  "logger",
  "server_name",
  "release",
  "environment",
  "exception",
  "tags",
  "contexts",
  "sdk",
  "modules",
  "fingerprint",
  "transaction",
]);

/** Bearer tokens and `password=`/`token=`-style pairs inside free text (error messages). */
const SECRET_IN_TEXT =
  /(bearer\s+)[A-Za-z0-9._~+/=-]+|((?:password|passwd|token|secret|cookie|authorization)["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi;

function scrubText(text: string): string {
  return text.replace(SECRET_IN_TEXT, (_match, bearer?: string, pair?: string) =>
    bearer ? `${bearer}[redacted]` : `${pair ?? ""}[redacted]`,
  );
}

/**
 * beforeSend: only an allow-list of event fields leaves the process (no `request` with its
 * headers, cookies, body or query string; no breadcrumbs or extras), the user is reduced to
 * its id, and secrets that slipped into exception messages are masked.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const kept = Object.fromEntries(
    Object.entries(event).filter(([key]) => EVENT_KEYS_KEPT.has(key)),
  ) as ErrorEvent;
  if (event.user?.id !== undefined) kept.user = { id: event.user.id };
  for (const value of kept.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
      delete frame.vars;
    }
  }
  return kept;
}

function createMonitor(
  dsn: string,
  environment: string,
): { monitor: ErrorMonitor; close(): Promise<void> } {
  const client = new NodeClient({
    dsn,
    environment,
    // v11's successor of `sendDefaultPii: false`: no user info, cookies, headers, bodies, query.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      genAI: { inputs: false, outputs: false },
      graphQL: { document: false, variables: false },
    },
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    integrations: [],
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    beforeSend: scrubEvent,
    beforeBreadcrumb: () => null,
  });
  const base = new Scope();
  base.setClient(client);
  client.init();
  return {
    monitor: {
      captureUnexpected(request, error) {
        const scope = base.clone();
        scope.setTags({
          requestId: request.id,
          // The pattern (`/offers/:id`), never the URL with its ids, tokens and query string.
          route: request.routeOptions.url ?? "(no route)",
          method: request.method,
        });
        if (request.auth) scope.setUser({ id: request.auth.userId });
        scope.captureException(error);
      },
    },
    close: async () => {
      await client.close(2000);
    },
  };
}

/** Registered right after the authorisation hook, before the routes (ADR 0036). */
export function registerMonitoring(
  app: FastifyInstance,
  options: { faultInjection: boolean },
): void {
  const { SENTRY_DSN, SENTRY_ENVIRONMENT } = app.config;
  if (SENTRY_DSN) {
    const { monitor, close } = createMonitor(SENTRY_DSN, SENTRY_ENVIRONMENT);
    app.decorate("monitoring", monitor);
    app.addHook("onClose", close);
  }
  if (options.faultInjection) {
    app.route({
      method: ["GET", "POST"],
      url: FAULT_ROUTE,
      config: { action: "system.health" },
      handler: async () => {
        throw new Error("Fault injection: a deliberate unexpected error");
      },
    });
  }
}

/** Called by the one error handler for every 5xx it answers. */
export function reportUnexpectedError(request: FastifyRequest, error: unknown): void {
  request.server.monitoring?.captureUnexpected(request, error);
}
