import {
  defaultNotificationMode,
  type NotificationKind,
  type NotificationParams,
  notificationKindCategory,
} from "@encaja/contracts";
import { type Executor, notificationModesOf, upsertNotification } from "@encaja/db/queries";
import type { ServiceDeps } from "../deps";
import { publishRealtime } from "../realtime/publish";
import { emailNotificationNow } from "./email";

export interface NotifyInput {
  /** Who is told (the users' ids); duplicates are ignored. */
  userIds: readonly string[];
  kind: NotificationKind;
  /** What the wording needs; codes (statuses, kinds), never text in one language. */
  params: NotificationParams;
  /** A web path (no origin, no locale), e.g. `/dashboard/applications`. */
  link: string | null;
  /** Folds a burst into one unread notification per user (e.g. `chat:<id>`). */
  groupKey?: string;
  /**
   * `existing`: the event already sends its own transactional email (interview invite with
   * its .ics, offer invitation, budget sent/answered, candidate decided), which stays
   * always-on; the notification then never emails (mode email → in-app; digest still lists it).
   */
  email?: "existing";
}

export type NotifyDeps = Pick<ServiceDeps, "sendEmail" | "config">;

/**
 * Notifies users inside the caller's transaction (the notification exists iff the
 * change committed) and, through NOTIFY, on every instance's sockets after commit. Each
 * user's mode for the kind's category decides: off (nothing), in_app, email (queued in the
 * outbox now, idempotent per notification; chat messages: the delayed burst email of the
 * notification-emails job), digest (marked for the daily email).
 */
export async function notifyUsers(
  deps: NotifyDeps,
  tx: Executor,
  input: NotifyInput,
): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  const category = notificationKindCategory[input.kind];
  const stored = await notificationModesOf(tx, userIds, category);
  const emailsNow = input.email !== "existing" && input.kind !== "chat.message";
  for (const userId of userIds) {
    const mode = stored.get(userId) ?? defaultNotificationMode[category];
    if (mode === "off") continue;
    const row = await upsertNotification(tx, {
      userId,
      category,
      kind: input.kind,
      params: input.params,
      link: input.link,
      groupKey: input.groupKey ?? null,
      emailState: mode === "digest" ? "digest" : mode === "email" && emailsNow ? "queued" : "none",
    });
    if (mode === "email" && emailsNow) await emailNotificationNow(deps, tx, row);
    await publishRealtime(tx, { t: "notification", userId, notificationId: row.id });
  }
}
