import { listen } from "@encaja/db/client";
import { WEBHOOK_DELIVERIES_CHANNEL } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import { trackJob } from "../../plugins/job-status";
import { createAgents, type WebhookTransport } from "./deliver";
import { type Resolver, systemResolver } from "./ssrf";
import { createWebhookWorker, type WebhookWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends queued webhook deliveries (tests drain it by hand). */
    webhookWorker: WebhookWorker;
  }
}

/** The safety net behind NOTIFY: retries come due without one, and a NOTIFY can be missed. */
const POLL_MS = 1000;
/** A receiver has this long to answer each attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The webhook delivery worker: every instance runs one. A NOTIFY at the commit of a queued
 * event wakes every instance's worker at once (event → first attempt in milliseconds); their
 * claims never take the same delivery. Polling stops as closing begins and the batch under way
 * is awaited before the database closes.
 */
export function registerWebhookWorker(
  app: FastifyInstance,
  options: { start: boolean; resolve?: Resolver },
): void {
  const transport: WebhookTransport = {
    policy: { allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK },
    resolve: options.resolve ?? systemResolver,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    agents: createAgents(),
  };
  const job = options.start ? trackJob(app, "webhook deliveries", POLL_MS) : undefined;
  const worker = createWebhookWorker({
    db: app.db,
    transport,
    sendEmail: (db, email) => app.sendEmail(db, email),
    webUrl: app.config.WEB_URL,
    log: (line) => app.log.info(line),
    pollIntervalMs: POLL_MS,
    onRound: (error) => (error === undefined ? job?.succeeded() : job?.failed()),
  });
  app.decorate("webhookWorker", worker);
  let stopListening: (() => Promise<void>) | undefined;
  if (options.start) {
    app.addHook("onReady", async () => {
      stopListening = await listen(
        app.dbHandle,
        WEBHOOK_DELIVERIES_CHANNEL,
        () => worker.wake(),
        () => worker.wake(),
      );
      worker.start();
    });
    app.addHook("preClose", async () => void worker.stop());
  }
  app.addHook("onClose", async () => {
    await worker.stop();
    await stopListening?.();
    transport.agents.http.destroy();
    transport.agents.https.destroy();
  });
}
