import { outboxBacklog, pendingTalentChanges, webhookDeliveryBacklog } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, type Registry } from "prom-client";
import { withTimeout } from "../lib/with-timeout";
import { jobStatuses } from "./job-status";

/** A scrape's database reads answer within this, or their gauges read NaN (unknown). */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/**
 * The gauges read when Prometheus scrapes: the pool, the outbox, the background jobs, the
 * WebSockets and the ranking index. Answers the function that refreshes them.
 */
export function scrapeGauges(app: FastifyInstance, registry: Registry): () => Promise<void> {
  const registers = [registry];
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });

  const poolMax = gauge("encaja_db_pool_max_connections", "Connections the pool may open", [
    "driver",
  ]);
  const poolInUse = gauge("encaja_db_pool_connections_in_use", "Connections running a query", [
    "driver",
  ]);
  const poolIdle = gauge("encaja_db_pool_connections_idle", "Open connections not in use", [
    "driver",
  ]);
  const poolWaiting = gauge(
    "encaja_db_pool_waiting_clients",
    "Queries waiting for a free connection",
    ["driver"],
  );
  const outboxPending = gauge("encaja_outbox_pending_emails", "Emails in the outbox not sent yet");
  const outboxOldest = gauge(
    "encaja_outbox_oldest_pending_age_seconds",
    "Age of the oldest unsent email (0 when none)",
  );
  const outboxFailed = gauge(
    "encaja_outbox_failed_emails",
    "Emails given up on after their last attempt",
  );
  const webhooksPending = gauge(
    "encaja_webhook_pending_deliveries",
    "Webhook deliveries not done yet (due now or waiting for a retry)",
  );
  const webhooksOldest = gauge(
    "encaja_webhook_oldest_pending_age_seconds",
    "Age of the oldest pending webhook delivery (0 when none)",
  );
  const jobLastSuccess = gauge(
    "encaja_job_last_success_timestamp_seconds",
    "Unix time of the background job's last completed run",
    ["task"],
  );
  const jobPeriod = gauge("encaja_job_period_seconds", "How often the background job runs", [
    "task",
  ]);
  const jobFailures = new Counter({
    name: "encaja_job_failures_total",
    help: "Runs of the background job that failed",
    labelNames: ["task"],
    registers,
  });
  const sockets = gauge("encaja_websocket_connections", "Open WebSockets on this instance");
  const inFlight = gauge("encaja_http_requests_in_flight", "Requests being served");
  const index =
    app.config.MATCH_INDEX === "memory"
      ? {
          ready: gauge("encaja_match_index_ready", "1 when the in-memory ranking index is loaded"),
          syncAge: gauge(
            "encaja_match_index_sync_age_seconds",
            "Seconds since the ranking index last caught up with the database",
          ),
          pending: gauge(
            "encaja_match_index_pending_changes",
            "talent_changes rows the ranking index may not have applied yet (an upper bound)",
          ),
          developers: gauge("encaja_match_index_developers", "Developers the index holds"),
        }
      : undefined;

  const fromDatabase = async <T>(part: string, read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await withTimeout(read(), SCRAPE_QUERY_TIMEOUT_MS);
    } catch (error) {
      app.log.warn({ err: error }, `metrics: ${part} not read`);
      return undefined;
    }
  };

  return async () => {
    const driver = app.dbHandle.kind;
    const pool = app.dbHandle.poolStats();
    poolMax.set({ driver }, pool.max);
    // PGlite's one connection has a private queue: those three stay absent.
    if (pool.idle !== undefined) {
      poolInUse.set({ driver }, pool.open - pool.idle);
      poolIdle.set({ driver }, pool.idle);
    }
    if (pool.waiting !== undefined) poolWaiting.set({ driver }, pool.waiting);

    // The counts live with the jobs; the counter is rewritten from them at each scrape.
    jobFailures.reset();
    for (const [job, status] of jobStatuses(app)) {
      jobPeriod.set({ task: job }, status.periodSeconds);
      if (status.lastSuccessSeconds !== undefined) {
        jobLastSuccess.set({ task: job }, status.lastSuccessSeconds);
      }
      jobFailures.inc({ task: job }, status.failures);
    }
    sockets.set(app.websocketServer?.clients.size ?? 0);
    inFlight.set(app.inFlight.requests);

    const matchIndex = app.matchIndex;
    const [backlog, pending, webhooks] = await Promise.all([
      fromDatabase("outbox backlog", () => outboxBacklog(app.db)),
      index && matchIndex?.state === "ready"
        ? fromDatabase("ranking index changes", () =>
            pendingTalentChanges(app.db, matchIndex.stats().fromXid),
          )
        : undefined,
      fromDatabase("webhook backlog", () => webhookDeliveryBacklog(app.db)),
    ]);
    webhooksPending.set(webhooks?.pending ?? Number.NaN);
    webhooksOldest.set(webhooks?.oldestPendingSeconds ?? Number.NaN);
    outboxPending.set(backlog?.pending ?? Number.NaN);
    outboxOldest.set(backlog?.oldestPendingSeconds ?? Number.NaN);
    outboxFailed.set(backlog?.failed ?? Number.NaN);

    if (index && matchIndex) {
      const stats = matchIndex.stats();
      const ready = matchIndex.state === "ready";
      index.ready.set(ready ? 1 : 0);
      index.syncAge.set(ready ? (Date.now() - stats.syncedAt) / 1000 : Number.NaN);
      index.pending.set(pending ?? Number.NaN);
      index.developers.set(stats.developers);
    }
  };
}
