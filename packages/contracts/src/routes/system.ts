import { HealthResponse, LivenessResponse, ReadinessResponse } from "../health";
import { defineRoute } from "./define";

const tags = ["system"] as const;

/** Probes and metrics for load balancers, orchestrators and Prometheus (docs/operations.md). */
export const system = {
  health: defineRoute({
    method: "GET",
    path: "/health",
    action: "system.health",
    summary: "Liveness with a real database round trip",
    tags,
    response: { 200: HealthResponse },
    errors: ["SERVICE_UNAVAILABLE"],
  }),
  live: defineRoute({
    method: "GET",
    path: "/health/live",
    action: "system.health",
    summary: "Liveness: the process answers (no database round trip)",
    description:
      "For an orchestrator's liveness probe: a failure means the process should be restarted. It consults no dependency, so a database outage never restarts healthy instances.",
    tags,
    response: { 200: LivenessResponse },
    errors: [],
  }),
  ready: defineRoute({
    method: "GET",
    path: "/health/ready",
    action: "system.health",
    summary: "Readiness: database, migrations, ranking index and file storage all answer",
    description:
      "For a load balancer's health check: 200 when the instance may take traffic, 503 with the same body naming the failing checks otherwise, and 503 from the moment it starts shutting down. Each check is bounded by a timeout, so the answer never hangs.",
    tags,
    response: { 200: ReadinessResponse, 503: ReadinessResponse },
    errors: [],
  }),
  metrics: defineRoute({
    method: "GET",
    path: "/metrics",
    action: "system.metrics",
    summary: "Prometheus metrics of this instance (bearer METRICS_TOKEN)",
    description:
      "Not a session route: it needs `Authorization: Bearer <METRICS_TOKEN>`, the operator's scrape token, compared in constant time (401 otherwise). Without METRICS_TOKEN configured it answers 404 like an unknown route.",
    tags,
    response: {},
    otherAnswers: [
      {
        status: 200,
        description: "The Prometheus text exposition format",
        contentType: "text/plain; version=0.0.4",
      },
    ],
    errors: ["AUTH_REQUIRED", "NOT_FOUND"],
  }),
} as const;
