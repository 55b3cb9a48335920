import type { Locale } from "@encaja/contracts";
import type { Executor } from "@encaja/db/queries";
import type { EmailTemplateData } from "@encaja/email";
import { webLink } from "../../lib/links";
import type { ServiceDeps } from "../deps";
import { withinRateLimit } from "./rate-limit";
import { hashToken, newToken } from "./tokens";

/** Stores the hash of a user's new single-use token (each purpose has its own table). */
type StoreUserToken = (
  db: Executor,
  row: { userId: string; tokenHash: string; ttlSeconds: number },
) => Promise<unknown>;

/** The emails that carry a user's single-use link: `name` and `link` are filled in here. */
type UserLinkTemplate = "password-reset" | "email-verification";

/**
 * Mails a user a single-use link to `<page>/<token>` on the web: stores the token's hash, valid
 * `ttlSeconds`, and queues the email, both in the caller's transaction.
 */
export async function emailUserLink<T extends UserLinkTemplate>(
  deps: ServiceDeps,
  tx: Executor,
  user: { id: string; email: string; fullName?: string | null },
  link: { store: StoreUserToken; ttlSeconds: number; page: string },
  email: { template: T; locale: Locale; data: Omit<EmailTemplateData[T], "name" | "link"> },
): Promise<void> {
  const token = newToken();
  await link.store(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    ttlSeconds: link.ttlSeconds,
  });
  const data = {
    ...(user.fullName ? { name: user.fullName } : {}),
    link: webLink(deps.config.WEB_URL, email.locale, `${link.page}/${token}`),
    ...email.data,
  } as EmailTemplateData[T];
  await deps.sendEmail(tx, {
    to: user.email,
    template: email.template,
    locale: email.locale,
    data,
  });
}

/**
 * Emails anyone may ask for (a reset, a new verification link) are silently capped per address,
 * so the endpoints cannot be used to flood an inbox.
 */
export const withinEmailCap = (db: Executor, bucket: string, email: string): Promise<boolean> =>
  withinRateLimit(db, { bucket, key: email.toLowerCase(), limit: 3, windowSeconds: 15 * 60 });
