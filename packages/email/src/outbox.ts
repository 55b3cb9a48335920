import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import type { CalendarInvite } from "./calendar";
import type { EmailLocale } from "./layout";
import { type EmailTemplate, type EmailTemplateData, renderEmail } from "./templates";

/** A transaction handle as given by `db.transaction(async (tx) => …)`. */
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbExecutor = Db | DbTx;

/** Receives one-line human-readable messages. */
export type EmailLog = (message: string) => void;

export interface EnqueueEmailInput<T extends EmailTemplate> {
  to: string;
  template: T;
  locale: EmailLocale;
  data: EmailTemplateData[T];
  /** An iCalendar invite the sender attaches as text/calendar. */
  calendar?: CalendarInvite;
  /** Extra headers for the sender (RFC 8058 List-Unsubscribe on notification emails). */
  headers?: Record<string, string>;
  /**
   * At most one email per key (e.g. `notification:<id>:email`): a retried job or a replayed
   * call inserts nothing the second time.
   */
  idempotencyKey?: string;
  /**
   * Called with a one-line summary (to, subject, link). Pass it when no SMTP is configured
   * so developers see the email in the console; the row stays in the outbox either way.
   */
  log?: EmailLog;
  /**
   * Log the link whole, one-time token included. Only for a developer's machine without SMTP,
   * where the log is the only way to follow a verification or reset link.
   */
  logFullLink?: boolean;
}

/**
 * A link fit for logs: origin and path only. Reset, claim and invitation links carry their
 * one-time token in the query, and a path segment that looks like a token is hidden too.
 */
export function linkForLog(link: string): string {
  try {
    const url = new URL(link);
    const path = url.pathname
      .split("/")
      .map((segment) => (/^[A-Za-z0-9_-]{24,}$/.test(segment) ? "[redacted]" : segment))
      .join("/");
    return `${url.origin}${path}${url.search ? "?[redacted]" : ""}`;
  } catch {
    return "[unparseable link]";
  }
}

/**
 * Renders the email and inserts a pending outbox row; returns its id (with an idempotency key
 * already used: the existing row's id, and nothing new is queued). Accepts a Db or a transaction so the email is only
 * queued if the caller's transaction commits.
 */
export async function enqueueEmail<T extends EmailTemplate>(
  db: DbExecutor,
  input: EnqueueEmailInput<T>,
): Promise<string> {
  const to = input.to.trim();
  if (!to || /[\r\n]/.test(to)) throw new Error("enqueueEmail: invalid recipient address");
  const rendered = renderEmail(input.template, input.locale, input.data);
  const [row] = await db
    .insert(schema.emailOutbox)
    .values({
      toAddress: to,
      ...rendered,
      template: input.template,
      calendar: input.calendar ?? null,
      headers: input.headers ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: schema.emailOutbox.idempotencyKey })
    .returning({ id: schema.emailOutbox.id });
  if (!row && input.idempotencyKey) {
    const [existing] = await db
      .select({ id: schema.emailOutbox.id })
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.idempotencyKey, input.idempotencyKey));
    if (existing) return existing.id;
  }
  if (!row) throw new Error("enqueueEmail: insert returned no row");
  input.log?.(
    `[email] queued ${row.id} (${input.template}, ${input.locale}) to=${to} subject=${JSON.stringify(rendered.subject)} ${
      input.logFullLink
        ? `link=${input.data.link} (shown whole: development without SMTP_URL)`
        : `link=${linkForLog(input.data.link)} (the full link is in email_outbox row ${row.id})`
    }`,
  );
  return row.id;
}
