import { defaultNotificationMode } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  claimDigestNotifications,
  type Executor,
  markChatEmailedThrough,
  notificationModesOf,
  notificationRecipient,
  pendingChatBursts,
  setNotificationEmailState,
  tryJobLock,
} from "@encaja/db/queries";
import type { Config } from "../../config";
import { webLink } from "../../lib/links";
import { emailLocale, type ServiceDeps } from "../deps";
import { platformSettingsOf } from "../platform-settings/platform-settings.service";
import { unsubscribeLinks } from "./email";
import { notificationSummary } from "./wording";

export type NotificationJobDeps = Pick<ServiceDeps, "sendEmail"> & {
  db: Db;
  config: Pick<Config, "WEB_URL" | "API_URL">;
};

/**
 * Runs a job in one transaction under an advisory lock: with several instances one runs it,
 * the others skip this round. Idempotency keys make a retry after a crash harmless.
 */
async function exclusively<T>(db: Db, name: string, job: (tx: Executor) => Promise<T>, none: T) {
  return db.transaction(async (tx) => ((await tryJobLock(tx, name)) ? job(tx) : none));
}

/**
 * Chat messages nobody read within the `chatEmailDelaySeconds` setting (read on each run): one
 * email per participant and burst ("N new messages from X"), key
 * `chat:<chatId>:<userId>:<maxSeq>`, for participants whose `messages` mode is `email`.
 * Returns how many emails were queued.
 */
export function sendChatBurstEmails(deps: NotificationJobDeps): Promise<number> {
  return exclusively(
    deps.db,
    "notification-emails:chat",
    async (tx) => {
      let sent = 0;
      const { chatEmailDelaySeconds } = await platformSettingsOf(tx);
      for (const burst of await pendingChatBursts(tx, chatEmailDelaySeconds)) {
        const modes = await notificationModesOf(tx, [burst.userId], "messages");
        const mode = modes.get(burst.userId) ?? defaultNotificationMode.messages;
        if (mode === "email") {
          const locale = emailLocale(burst.locale);
          const links = await unsubscribeLinks(deps, tx, {
            userId: burst.userId,
            category: "messages",
            locale,
          });
          await deps.sendEmail(tx, {
            to: burst.email,
            template: "chat-messages",
            locale,
            data: {
              ...(burst.fullName ? { name: burst.fullName } : {}),
              count: burst.count,
              senderName: burst.senderName?.trim() || "Encaja",
              link: webLink(deps.config.WEB_URL, locale, `/chats/${burst.chatId}`),
              unsubscribeLink: links.page,
            },
            headers: links.headers,
            idempotencyKey: `chat:${burst.chatId}:${burst.userId}:${burst.maxSeq}`,
          });
          sent += 1;
        }
        // Other modes: the burst is settled too, so it is never emailed later.
        await markChatEmailedThrough(tx, {
          chatId: burst.chatId,
          userId: burst.userId,
          seq: burst.maxSeq,
        });
      }
      return sent;
    },
    0,
  );
}

/** How long the oldest notification of a user waits before their digest goes out. */
export const DIGEST_AFTER_HOURS = 24;

/**
 * The daily digest: a user whose oldest `digest` notification waited DIGEST_AFTER_HOURS gets
 * one email listing all of them (key `digest:<userId>:<yyyy-mm-dd>`, UTC), at most one a day.
 */
export function sendDailyDigests(deps: NotificationJobDeps, now = new Date()): Promise<number> {
  return exclusively(
    deps.db,
    "notification-emails:digest",
    async (tx) => {
      const rows = await claimDigestNotifications(tx, DIGEST_AFTER_HOURS);
      const byUser = new Map<string, typeof rows>();
      for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      const day = now.toISOString().slice(0, 10);
      let sent = 0;
      for (const [userId, items] of byUser) {
        const person = await notificationRecipient(tx, userId);
        if (person && items[0]) {
          const locale = emailLocale(person.locale);
          // One link per email: it switches off the category of the oldest item listed.
          const links = await unsubscribeLinks(deps, tx, {
            userId,
            category: items[0].category,
            locale,
          });
          await deps.sendEmail(tx, {
            to: person.email,
            template: "notification-digest",
            locale,
            data: {
              ...(person.fullName ? { name: person.fullName } : {}),
              items: items.map((n) => notificationSummary(locale, n.kind, n.params)),
              link: webLink(deps.config.WEB_URL, locale, "/"),
              unsubscribeLink: links.page,
            },
            headers: links.headers,
            idempotencyKey: `digest:${userId}:${day}`,
          });
          sent += 1;
        }
        await setNotificationEmailState(
          tx,
          items.map((n) => n.id),
          "digested",
        );
      }
      return sent;
    },
    0,
  );
}
