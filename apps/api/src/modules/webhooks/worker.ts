import type { Db } from "@encaja/db/client";
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  disableWebhookEndpointAfterFailures,
  type Executor,
  recordWebhookAttemptFailed,
  recordWebhookDelivered,
  type WebhookFailureStreak,
} from "@encaja/db/queries";
import { webLink } from "../../lib/links";
import type { ServiceDeps } from "../deps";
import { emailLocale } from "../deps";
import { postWebhook, type WebhookTransport } from "./deliver";
import { webhookHeaders } from "./signing";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry: 6 retries after the first attempt, the last one about 17.6 hours
 * after it (≈ a day counting the jitter and the 10 s timeouts), then the delivery is failed.
 */
export const RETRY_SCHEDULE_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
] as const;

/**
 * The wait after the `failures`-th failed attempt of a delivery (≥ 1), ±10 % jitter so the
 * retries of many deliveries failing together (a receiver's outage) do not return in one wave;
 * null once the schedule is spent.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number | null {
  const base = RETRY_SCHEDULE_MS[failures - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * An endpoint is paused when it has failed for at least 6 hours without a single success and
 * either 10 attempts in a row failed or a delivery was given up on. The hours keep a short
 * outage (a deploy) from pausing a busy endpoint; the give-up rule pauses a quiet one too.
 */
export const AUTO_PAUSE = { failures: 10, failingForMs: 6 * HOUR } as const;

export function shouldPause(streak: WebhookFailureStreak, gaveUp: boolean, now: Date): boolean {
  if (streak.status !== "active") return false;
  const longEnough = now.getTime() - streak.failingSince.getTime() >= AUTO_PAUSE.failingForMs;
  return longEnough && (gaveUp || streak.failureStreak >= AUTO_PAUSE.failures);
}

export interface WebhookWorkerOptions {
  db: Db;
  transport: WebhookTransport;
  sendEmail: ServiceDeps["sendEmail"];
  webUrl: string;
  log: (line: string) => void;
  /** Deliveries claimed (and sent concurrently) per round trip. */
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed delivery is hidden from other workers while it is being sent. */
  leaseMs?: number;
  random?: () => number;
  onRound?: (error?: unknown) => void;
}

export interface WebhookWorker {
  start(): void;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
  /** Sends every due delivery, batch by batch; resolves to how many were attempted. */
  drain(): Promise<number>;
  /** Drains at once instead of at the next poll (a NOTIFY: deliveries were queued). */
  wake(): void;
}

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, transport, log, batchSize = 25, pollIntervalMs = 2000, random } = options;
  const leaseMs = options.leaseMs ?? Math.max(60 * SECOND, transport.timeoutMs * 3);

  const tellOwner = async (tx: Executor, endpointId: string) => {
    const paused = await disableWebhookEndpointAfterFailures(tx, endpointId);
    if (!paused) return;
    log(`[webhooks] endpoint ${endpointId} paused after repeated failures`);
    if (!paused.owner) return;
    const locale = emailLocale(paused.owner.locale);
    await options.sendEmail(tx, {
      to: paused.owner.email,
      template: "webhook-endpoint-paused",
      locale,
      data: {
        ...(paused.owner.name ? { name: paused.owner.name } : {}),
        url: paused.url,
        link: webLink(options.webUrl, locale, "/customers/dashboard/integrations"),
      },
    });
  };

  const attempt = async (delivery: ClaimedWebhookDelivery): Promise<void> => {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(delivery.secrets, { id: delivery.eventId, timestamp, body });
    const { delivered, ...outcome } = await postWebhook(transport, {
      url: delivery.url,
      headers,
      body,
    });
    if (delivered) {
      await db.transaction((tx) => recordWebhookDelivered(tx, delivery, outcome));
      return;
    }
    const retryIn = retryDelayMs(delivery.attempts + 1, random);
    await db.transaction(async (tx) => {
      const streak = await recordWebhookAttemptFailed(tx, delivery, outcome, retryIn);
      if (streak && shouldPause(streak, retryIn === null, new Date())) {
        await tellOwner(tx, delivery.endpointId);
      }
    });
  };

  let running = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<number>>();

  const runDrain = async (): Promise<number> => {
    let attempted = 0;
    for (;;) {
      const batch = await claimDueWebhookDeliveries(db, { limit: batchSize, leaseMs });
      const results = await Promise.allSettled(batch.map(attempt));
      for (const r of results) {
        if (r.status === "rejected") log(`[webhooks] recording an attempt failed: ${r.reason}`);
      }
      attempted += batch.length;
      if (batch.length < batchSize || closing) return attempted;
    }
  };

  const drain = (): Promise<number> => {
    const run = runDrain();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  };

  let again = false;
  const tick = async () => {
    timer = undefined;
    if (!running) return;
    try {
      do {
        again = false;
        await drain();
      } while (again && running);
      options.onRound?.();
    } catch (error) {
      log(`[webhooks] delivery round failed: ${(error as Error).message}`);
      options.onRound?.(error);
    } finally {
      if (running && !timer) {
        timer = setTimeout(runTick, pollIntervalMs);
        timer.unref();
      }
    }
  };
  let ticking: Promise<void> | undefined;
  const runTick = () => {
    if (ticking) {
      // A wake during a round: one more pass once it ends, so nothing waits for the poll.
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = undefined;
    ticking = tick().finally(() => {
      ticking = undefined;
    });
  };

  return {
    start() {
      if (running) return;
      running = true;
      closing = false;
      runTick();
    },
    async stop() {
      running = false;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([ticking, ...inFlight]);
    },
    drain,
    wake() {
      if (running) runTick();
    },
  };
}
