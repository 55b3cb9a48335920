import type { Locale } from "@encaja/contracts";
import type { Executor } from "@encaja/db/queries";
import {
  type CalendarInvite,
  createOutboxSender,
  type EmailTemplate,
  type EmailTemplateData,
  enqueueEmail,
  type OutboxSender,
} from "@encaja/email";
import type { FastifyInstance } from "fastify";
import { trackJob } from "./job-status";

export interface OutgoingEmail<T extends EmailTemplate> {
  to: string;
  template: T;
  locale: Locale;
  data: EmailTemplateData[T];
  /** An iCalendar invite sent as the text/calendar part (interviews). */
  calendar?: CalendarInvite;
  /** Extra headers (RFC 8058 List-Unsubscribe on notification emails). */
  headers?: Record<string, string>;
  /** At most one email per key: a replayed job queues nothing. */
  idempotencyKey?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Puts an email in the outbox (inside the caller's transaction when given one). */
    sendEmail<T extends EmailTemplate>(db: Executor, email: OutgoingEmail<T>): Promise<void>;
    /** The SMTP outbox sender, when SMTP_URL is configured. */
    outbox: OutboxSender | null;
  }
}

/** How often the outbox sender polls (an enqueue wakes it sooner). */
const OUTBOX_POLL_MS = 2000;

/**
 * With SMTP configured an outbox sender delivers (polling, retrying with backoff, safe with
 * several instances); without it, emails are logged and kept in the outbox, never lost.
 */
export function registerMail(app: FastifyInstance, options: { startSender?: boolean } = {}): void {
  const smtpUrl = app.config.SMTP_URL;
  const log = (line: string) =>
    app.log.info(smtpUrl ? line : `[email kept in outbox: no SMTP_URL] ${line}`);
  const started = Boolean(smtpUrl) && options.startSender !== false;
  const job = started ? trackJob(app, "email outbox", OUTBOX_POLL_MS) : undefined;
  const sender = smtpUrl
    ? createOutboxSender({
        db: app.db,
        smtpUrl,
        from: app.config.MAIL_FROM,
        log: (l) => app.log.info(l),
        pollIntervalMs: OUTBOX_POLL_MS,
        retryMaxMs: app.config.SMTP_RETRY_MAX_SECONDS * 1000,
        onRound: (error) => (error === undefined ? job?.succeeded() : job?.failed()),
      })
    : null;
  app.decorate("outbox", sender);
  // On a developer's machine without SMTP the log is the only way to open a verification or
  // reset link: show it whole there, never in production or tests.
  const logFullLink = !smtpUrl && app.config.NODE_ENV === "development";
  app.decorate("sendEmail", async (db, email) => {
    await enqueueEmail(db, { ...email, ...(smtpUrl ? {} : { log, logFullLink }) });
    // Usually inside the caller's transaction: the short delay lets it commit first.
    sender?.wake();
  });
  if (sender && started) {
    app.addHook("onReady", async () => sender.start());
  }
  if (sender) {
    // Polling stops as closing begins (what is left is sent by another instance or the next
    // start); the batch under way is awaited before the database closes.
    app.addHook("preClose", async () => void sender.stop());
    app.addHook("onClose", async () => sender.stop());
  }
}
