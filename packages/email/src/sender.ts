import type { Db } from "@encaja/db/client";
import { OUTBOX_REDACTED_BODY } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { EmailLog } from "./outbox";

const outbox = schema.emailOutbox;

export interface OutboxSenderOptions {
  db: Db;
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  smtpUrl: string;
  /** The From header, e.g. `Encaja <no-reply@encaja.dev>`. */
  from: string;
  log: EmailLog;
  pollIntervalMs?: number;
  /** Rows claimed per round trip. */
  batchSize?: number;
  /**
   * Failed attempts after which a row is marked `failed` (default: no count; a temporary
   * failure is retried until the row is `giveUpAfterMs` old, so an SMTP outage loses nothing).
   */
  maxAttempts?: number;
  /** How old a row may get while temporary failures are retried (default three days, as MTAs do). */
  giveUpAfterMs?: number;
  /** First retry delay; doubles on each failure (5 s, 10 s, 20 s …). */
  retryBaseMs?: number;
  /** Retry delay cap: about a minute, so mail flows again soon after SMTP is back. */
  retryMaxMs?: number;
  /**
   * How long a claimed batch is hidden from other senders while it is being sent. If this
   * process dies mid-batch, the unsent rows become due again after the lease.
   */
  leaseMs?: number;
  /** Called after each polling round: with its error, or with nothing when it completed. */
  onRound?: (error?: unknown) => void;
}

export interface OutboxSender {
  /** Polls every `pollIntervalMs` (unref'd timer); errors are logged, never thrown. */
  start(): void;
  /**
   * Stops polling and waits for in-flight drains, which stop after their current batch
   * (so does a drain() called while stopped, until start() is called again).
   */
  stop(): Promise<void>;
  /** Sends every due row, batch by batch, until none is left; resolves to how many were sent. */
  drain(): Promise<number>;
  /**
   * Drains soon (after `delayMs`) instead of at the next poll: called after an email is
   * enqueued, so it leaves in milliseconds rather than up to `pollIntervalMs` later. Calls
   * during a pending wake share it; a row whose transaction has not committed by then is
   * picked up by the regular poll. No-op while stopped.
   */
  wake(delayMs?: number): void;
}

interface ClaimedRow {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  calendar: { method: string; content: string } | null;
  headers: Record<string, string> | null;
  attempts: number;
  createdAt: Date;
}

const MAX_ERROR_LENGTH = 1000;

/** `now() + ms`, computed by the database so every instance shares one clock. */
const nowPlus = (ms: number): SQL<Date> =>
  sql`now() + (${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;

const errorMessage = (err: unknown): string => {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
};

/** Exponential backoff after the n-th failure (n ≥ 1): base, 2·base, 4·base … capped. */
export function retryDelayMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs);
}

/** SMTP errors about the connection or the login say nothing about the message itself. */
const TRANSIENT_CODES = new Set(["EAUTH", "ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS"]);

/**
 * A 5xx answer to the envelope or the message (unknown mailbox, message refused) will be given
 * again on every retry; anything else (4xx, network, login) may pass later.
 */
export function isPermanentSmtpFailure(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  if (typeof code === "string" && TRANSIENT_CODES.has(code)) return false;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const {
    db,
    smtpUrl,
    from,
    log,
    pollIntervalMs = 2000,
    batchSize = 10,
    maxAttempts = Number.POSITIVE_INFINITY,
    giveUpAfterMs = 3 * 24 * 60 * 60 * 1000,
    retryBaseMs = 5000,
    retryMaxMs = 60 * 1000,
    leaseMs = 10 * 60 * 1000,
    onRound,
  } = options;
  if (!/^smtps?:\/\//i.test(smtpUrl))
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1];

  let running = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<number>>();

  /** Takes due rows and pushes their next attempt past the lease, in one short transaction. */
  const claim = (): Promise<ClaimedRow[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: nowPlus(leaseMs) })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: outbox.id,
          toAddress: outbox.toAddress,
          subject: outbox.subject,
          text: outbox.text,
          html: outbox.html,
          calendar: outbox.calendar,
          headers: outbox.headers,
          attempts: outbox.attempts,
          createdAt: outbox.createdAt,
        });
    });

  const recordSent = (row: ClaimedRow) =>
    db
      .update(outbox)
      // The body carried a one-time link: once delivered, the outbox keeps only the envelope.
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lastError: null,
        text: OUTBOX_REDACTED_BODY,
        html: OUTBOX_REDACTED_BODY,
        calendar: null,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));

  /**
   * The server has accepted the message: if the database cannot record it now, keep trying for
   * as long as the lease hides the row, or another round would send it a second time.
   */
  const markSent = async (row: ClaimedRow) => {
    const deadline = Date.now() + leaseMs / 2;
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await recordSent(row);
        return;
      } catch (err) {
        if (Date.now() + wait > deadline) throw err;
        log(`[email] sent ${row.id} but could not record it yet: ${errorMessage(err)}`);
        await sleep(wait);
      }
    }
  };

  const markFailed = async (row: ClaimedRow, err: unknown) => {
    const failures = row.attempts + 1;
    const permanent = isPermanentSmtpFailure(err);
    const delay = retryDelayMs(failures, retryBaseMs, retryMaxMs);
    const tooOld = Date.now() + delay - row.createdAt.getTime() > giveUpAfterMs;
    const giveUp = permanent || failures >= maxAttempts || tooOld;
    const message = errorMessage(err);
    await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: message,
        status: giveUp ? "failed" : "pending",
        nextAttemptAt: giveUp ? sql`now()` : nowPlus(delay),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    log(
      `[email] send failed ${row.id} to=${row.toAddress} attempt ${failures}${
        Number.isFinite(maxAttempts) ? `/${maxAttempts}` : ""
      }: ${message}${
        permanent
          ? " (permanent: giving up)"
          : giveUp
            ? " (giving up)"
            : ` (retry in ${Math.round(delay / 1000)}s)`
      }`,
    );
  };

  const send = async (row: ClaimedRow): Promise<boolean> => {
    try {
      await transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.calendar
          ? {
              icalEvent: {
                method: row.calendar.method,
                filename: "invite.ics",
                content: row.calendar.content,
              },
            }
          : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(domain ? { messageId: `<${row.id}@${domain}>` } : {}),
      });
    } catch (err) {
      await markFailed(row, err);
      return false;
    }
    await markSent(row);
    log(`[email] sent ${row.id} to=${row.toAddress} subject=${JSON.stringify(row.subject)}`);
    return true;
  };

  const runDrain = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        if (await send(row)) sent += 1;
      }
      if (rows.length === 0 || closing) return sent;
    }
  };

  const drain = (): Promise<number> => {
    const run = runDrain();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  };

  const tick = async () => {
    timer = undefined;
    if (!running) return;
    try {
      await drain();
      onRound?.();
    } catch (err) {
      log(`[email] outbox drain failed: ${errorMessage(err)}`);
      onRound?.(err);
    } finally {
      if (running && !timer) {
        timer = setTimeout(tick, pollIntervalMs);
        timer.unref();
      }
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      closing = false;
      if (!timer) {
        timer = setTimeout(tick, 0);
        timer.unref();
      }
    },
    async stop() {
      running = false;
      closing = true;
      if (timer) clearTimeout(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = undefined;
      wakeTimer = undefined;
      await Promise.allSettled([...inFlight]);
    },
    drain,
    wake(delayMs = 40) {
      if (!running || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        if (!running) return;
        // Replaces the pending poll; a tick in flight just overlaps (claims are leased).
        if (timer) clearTimeout(timer);
        timer = undefined;
        void tick();
      }, delayMs);
      wakeTimer.unref();
    },
  };
}
