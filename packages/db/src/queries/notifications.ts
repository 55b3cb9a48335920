import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { notificationSettings, notifications } from "../schema";
import type { Executor } from "./executor";

/** One notification of a user (undefined when it is not theirs or does not exist). */
export async function findNotification(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}
export type NotificationRow = typeof notifications.$inferSelect;

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Stored modes of some users for one category (absent: the category default applies). */
export async function notificationModesOf(
  db: Executor,
  userIds: readonly string[],
  category: string,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notificationSettings.userId, mode: notificationSettings.mode })
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, [...userIds]),
        eq(notificationSettings.category, category),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.mode]));
}

export interface NewNotification {
  userId: string;
  category: string;
  kind: string;
  params: Record<string, string | number | null>;
  link: string | null;
  groupKey?: string | null;
  emailState?: "none" | "queued" | "digest";
}

/**
 * Inserts a notification, or, when `groupKey` matches an unread one of the same user,
 * refreshes that one (new params, now as its time) so a burst stays one notification.
 */
export async function upsertNotification(db: Executor, n: NewNotification) {
  const values = { ...n, groupKey: n.groupKey ?? null, emailState: n.emailState ?? "none" };
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
      set: {
        params: values.params,
        link: values.link,
        kind: values.kind,
        createdAt: sql`now()`,
        emailState: values.emailState,
      },
    })
    .returning();
  if (!row) throw new Error("upsertNotification: no row");
  return row;
}
