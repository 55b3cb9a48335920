import { createHash, timingSafeEqual } from "node:crypto";
import { routes } from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { appError } from "../errors/app-error";
import { fromContract } from "../http/route";
import { scrapeGauges } from "./metrics-gauges";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's Prometheus registry (never prom-client's global one: tests build many apps). */
    metrics: Registry;
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1] ?? ""), digest(token));
}

/**
 * `GET /metrics` (docs/operations.md): request durations by route pattern, Node's process
 * metrics, and the gauges read at each scrape. Registered after OpenAPI (which only sees
 * routes added after it) and before the feature routes, which its onResponse hook times.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  app.decorate("metrics", registry);
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    // Nobody can read them: no timing hook, no process observers (each app would add its own).
    app.route({
      ...fromContract(routes.system.metrics),
      handler: (_, reply) => reply.callNotFound(),
    });
    return;
  }
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status_code"],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The pattern (`/offers/:id`), never the URL: ids and tokens would explode the series.
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  const refresh = scrapeGauges(app, registry);

  app.route({
    ...fromContract(routes.system.metrics),
    handler: async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        throw appError("AUTH_REQUIRED", "A valid metrics token is required", {
          headers: { "www-authenticate": 'Bearer realm="metrics"' },
        });
      }
      await refresh();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
}
