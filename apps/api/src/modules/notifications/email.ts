import type { Locale, NotificationCategory } from "@encaja/contracts";
import { type Executor, type NotificationRow, notificationRecipient } from "@encaja/db/queries";
import type { Config } from "../../config";
import { webLink } from "../../lib/links";
import { emailLocale, type ServiceDeps } from "../deps";
import { unsubscribeToken } from "./unsubscribe-token";
import { notificationSummary } from "./wording";

type MailDeps = Pick<ServiceDeps, "sendEmail"> & {
  config: Pick<Config, "WEB_URL"> & Partial<Pick<Config, "API_URL">>;
};

/**
 * The visible unsubscribe page and the RFC 8058 headers (one-click POST to the API). Without
 * an API_URL (scripts), the header points at the web page, which asks before it changes anything.
 */
export async function unsubscribeLinks(
  deps: MailDeps,
  db: Executor,
  p: { userId: string; category: NotificationCategory; locale: Locale },
) {
  const token = await unsubscribeToken(db, p.userId, p.category);
  const query = `?token=${encodeURIComponent(token)}`;
  const page = webLink(deps.config.WEB_URL, p.locale, `/notifications/unsubscribe${query}`);
  const oneClick = deps.config.API_URL
    ? `${deps.config.API_URL.replace(/\/$/, "")}/notifications/unsubscribe${query}`
    : page;
  return {
    page,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Queues the immediate email of one notification (key `notification:<id>:email`). */
export async function emailNotificationNow(
  deps: MailDeps,
  tx: Executor,
  row: NotificationRow,
): Promise<void> {
  const person = await notificationRecipient(tx, row.userId);
  if (!person) return;
  const locale = emailLocale(person.locale);
  const category = row.category;
  const links = await unsubscribeLinks(deps, tx, { userId: row.userId, category, locale });
  await deps.sendEmail(tx, {
    to: person.email,
    template: "notification",
    locale,
    data: {
      ...(person.fullName ? { name: person.fullName } : {}),
      summary: notificationSummary(locale, row.kind, row.params),
      link: webLink(deps.config.WEB_URL, locale, row.link ?? "/"),
      unsubscribeLink: links.page,
    },
    headers: links.headers,
    idempotencyKey: `notification:${row.id}:email`,
  });
}
