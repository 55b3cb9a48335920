import type { Locale } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import type { Executor } from "@encaja/db/queries";
import type { EmailTemplate, EmailTemplateData } from "@encaja/email";
import type { Config } from "../config";
import type { OutgoingEmail } from "../plugins/mail";

/**
 * What a service may need beside the database (ADR 0024): services take `(db or deps, auth
 * context, input)`, never a FastifyInstance or a request. The Fastify app satisfies this
 * shape, so a route passes `app`; a test or a script can pass a plain object.
 */
export interface ServiceDeps {
  db: Db;
  config: Pick<Config, "WEB_URL">;
  /** Puts an email in the outbox, inside the caller's transaction when given one. */
  sendEmail<T extends EmailTemplate>(db: Executor, email: OutgoingEmail<T>): Promise<void>;
}

/** A stored user language as an email's: anything but English reads Spanish (the default). */
export const emailLocale = (stored: string | null | undefined): Locale =>
  stored === "en" ? "en" : "es";

/** Someone to email: their address, stored language and, when known, the name to greet. */
export interface EmailRecipient {
  email: string;
  locale: string | null;
  name?: string | null;
}

/** Queues one email per recipient, each in the recipient's language and greeted by name. */
export async function emailEach<T extends EmailTemplate>(
  deps: Pick<ServiceDeps, "sendEmail">,
  db: Executor,
  recipients: readonly EmailRecipient[],
  template: T,
  dataFor: (locale: Locale) => Omit<EmailTemplateData[T], "name">,
): Promise<void> {
  for (const person of recipients) {
    const locale = emailLocale(person.locale);
    const data = {
      ...dataFor(locale),
      ...(person.name ? { name: person.name } : {}),
    } as EmailTemplateData[T];
    await deps.sendEmail(db, { to: person.email, template, locale, data });
  }
}
