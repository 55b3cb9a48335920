import {
  defaultNotificationMode,
  type Notification,
  type NotificationCategory,
  type NotificationList,
  type NotificationSettings,
  notificationCategoriesByRole,
} from "@encaja/contracts";
import {
  countUnreadNotifications,
  type Executor,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationSettingsOf,
  setNotificationMode,
} from "@encaja/db/queries";
import { appError, notFound, validationError } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { publishRealtime } from "../realtime/publish";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

type Me = Pick<AuthContext, "userId" | "role">;

export async function myNotifications(
  db: Executor,
  me: Me,
  query: { unread?: "true" | "false" | undefined; limit: number; cursor?: string | undefined },
): Promise<NotificationList> {
  const after = decodeCursor(query.cursor);
  const rows = await listNotifications(db, {
    userId: me.userId,
    unreadOnly: query.unread === "true",
    limit: query.limit,
    ...(after ? { after } : {}),
  });
  const { items, nextCursor } = page(
    rows,
    query.limit,
    (row) => row.id,
    (row): Notification => ({
      id: row.id,
      category: row.category,
      kind: row.kind,
      params: row.params,
      link: row.link,
      readAt: row.readAt ? row.readAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { items, nextCursor, unreadCount: await countUnreadNotifications(db, me.userId) };
}

export async function myUnreadCount(db: Executor, me: Me) {
  return { count: await countUnreadNotifications(db, me.userId) };
}

/** Marks one of mine read (someone else's: 404) and tells my other tabs the new count. */
export async function readNotification(db: Executor, me: Me, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markNotificationRead(tx, me.userId, id))) throw notFound("Notification");
    await publishRealtime(tx, { t: "unread", userId: me.userId });
  });
}

export async function readAllNotifications(db: Executor, me: Me): Promise<void> {
  await db.transaction(async (tx) => {
    await markAllNotificationsRead(tx, me.userId);
    await publishRealtime(tx, { t: "unread", userId: me.userId });
  });
}

async function settingsOf(
  db: Executor,
  userId: string,
  categories: readonly NotificationCategory[],
) {
  const stored = await notificationSettingsOf(db, userId);
  return {
    settings: categories.map((category) => ({
      category,
      mode: stored.get(category) ?? defaultNotificationMode[category],
    })),
  };
}

/** My mode per category of my role (absent: the default). */
export const mySettings = (db: Executor, me: Me): Promise<NotificationSettings> =>
  settingsOf(db, me.userId, notificationCategoriesByRole[me.role]);

/** Changes some modes; a category my role never receives is a VALIDATION error. */
export async function updateMySettings(
  db: Executor,
  me: Me,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  const mine = notificationCategoriesByRole[me.role];
  const wrong = body.settings.flatMap((s, i) =>
    mine.includes(s.category)
      ? []
      : [{ path: `body.settings.${i}.category`, message: "Not a category of your role" }],
  );
  if (wrong.length > 0) throw validationError(wrong);
  await db.transaction(async (tx) => {
    for (const s of body.settings) await setNotificationMode(tx, { userId: me.userId, ...s });
  });
  return mySettings(db, me);
}

const invalidLink = () =>
  appError("UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid");

async function verified(db: Executor, token: string) {
  const who = await verifyUnsubscribeToken(db, token);
  if (!who) throw invalidLink();
  return who;
}

/** What the link would switch off, and the current mode (changes nothing). */
export async function unsubscribeInfo(db: Executor, token: string) {
  const who = await verified(db, token);
  const { settings } = await settingsOf(db, who.userId, [who.category]);
  return settings[0] ?? { category: who.category, mode: defaultNotificationMode[who.category] };
}

/**
 * One-click unsubscribe: no more email for the category, the bell keeps working (`in_app`).
 * An `off` choice stays off; repeating it changes nothing.
 */
export async function unsubscribe(db: Executor, token: string) {
  const who = await verified(db, token);
  const current = await unsubscribeInfo(db, token);
  if (current.mode === "off" || current.mode === "in_app") return current;
  await setNotificationMode(db, { userId: who.userId, category: who.category, mode: "in_app" });
  return { category: who.category, mode: "in_app" as const };
}
