import type { NotificationCategory, NotificationKind, NotificationMode } from "@encaja/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  candidates,
  customerAssociates,
  customers,
  developers,
  notificationSettings,
  notifications,
  offerMatchers,
  offers,
  serverKeys,
  users,
} from "../schema";
import { type Executor, rowsOf } from "./executor";
import { keysetAfter, keysetCursor, keysetOrder } from "./keyset";

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
  category: NotificationCategory,
): Promise<Map<string, NotificationMode>> {
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
  category: NotificationCategory;
  kind: NotificationKind;
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

/** A page of a user's notifications, newest first, after a (createdAt text, id) keyset. */
export async function listNotifications(
  db: Executor,
  p: {
    userId: string;
    unreadOnly: boolean;
    limit: number;
    after?: { createdAt: string; id: string };
  },
) {
  const conditions = [eq(notifications.userId, p.userId)];
  if (p.unreadOnly) conditions.push(isNull(notifications.readAt));
  const position = keysetAfter(notifications, p.after, "DESC");
  if (position) conditions.push(position);
  return db
    .select({
      id: notifications.id,
      category: notifications.category,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      cursor: keysetCursor(notifications),
    })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(...keysetOrder(notifications, "DESC"))
    .limit(p.limit + 1);
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllNotificationsRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** All stored modes of a user (category → mode). */
export async function notificationSettingsOf(db: Executor, userId: string) {
  const rows = await db
    .select({ category: notificationSettings.category, mode: notificationSettings.mode })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return new Map(rows.map((r) => [r.category, r.mode]));
}

export async function setNotificationMode(
  db: Executor,
  p: { userId: string; category: NotificationCategory; mode: NotificationMode },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(p)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { mode: p.mode, updatedAt: sql`now()` },
    });
}

export async function setNotificationEmailState(
  db: Executor,
  ids: readonly string[],
  state: "none" | "queued" | "digest" | "digested",
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailState: state })
    .where(inArray(notifications.id, [...ids]));
}

/**
 * Users with notifications waiting for the daily digest whose oldest one waited longer than
 * `olderThanHours`, claimed (SKIP LOCKED) so two instances never build the same digest.
 */
export async function claimDigestNotifications(db: Executor, olderThanHours: number) {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      category: notifications.category,
      kind: notifications.kind,
      params: notifications.params,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailState, "digest"),
        sql`${notifications.userId} in (select user_id from notifications
          where email_state = 'digest'
          group by user_id
          having min(created_at) <= now() - (${olderThanHours}::double precision * interval '1 hour'))`,
      ),
    )
    .orderBy(notifications.userId, notifications.createdAt)
    .for("update", { skipLocked: true });
}

export interface ChatBurst {
  chatId: string;
  userId: string;
  /** The recipient's side: they get the other side's messages. */
  side: "developer" | "staff";
  count: number;
  maxSeq: number;
  /** Who wrote (the developer's name for staff; the last staff sender's for the developer). */
  senderName: string | null;
  email: string;
  locale: string;
  fullName: string | null;
}

/**
 * Chat participants (the developer; the assigned matcher) with messages from the other side
 * newer than both what they read and what was already emailed, the newest older than
 * `delaySeconds`: one burst each.
 */
export async function pendingChatBursts(db: Executor, delaySeconds: number): Promise<ChatBurst[]> {
  const result = await db.execute(sql`
    with participants as (
      select c.id as chat_id, d.user_id, 'developer' as side,
        concat_ws(' ', d.first_name, d.last_name) as other_name
      from chats c join developers d on d.chat_id = c.id
      where d.user_id is not null
      union all
      select c.id, c.assigned_user_id, 'staff', concat_ws(' ', d.first_name, d.last_name)
      from chats c join developers d on d.chat_id = c.id
      where c.assigned_user_id is not null
    )
    select p.chat_id as "chatId", p.user_id as "userId", p.side,
      count(m.id)::int as count, max(m.seq)::bigint as "maxSeq",
      case when p.side = 'staff' then max(p.other_name)
        else (select u2.full_name from chat_messages m2 join users u2 on u2.id = m2.sender_user_id
              where m2.chat_id = p.chat_id and m2.sender_side = 'staff'
              order by m2.seq desc limit 1) end as "senderName",
      u.email::text as email, u.locale, u.full_name as "fullName"
    from participants p
    join users u on u.id = p.user_id and u.deleted_at is null
    left join chat_reads r on r.chat_id = p.chat_id and r.user_id = p.user_id
    join chat_messages m on m.chat_id = p.chat_id and m.sender_side <> p.side
      and m.seq > greatest(coalesce(r.last_read_seq, 0), coalesce(r.emailed_through_seq, 0))
    group by p.chat_id, p.user_id, p.side, u.email, u.locale, u.full_name
    having max(m.created_at) <= now() - (${delaySeconds}::double precision * interval '1 second')
  `);
  return rowsOf<ChatBurst>(result).map((r) => ({
    ...r,
    count: Number(r.count),
    maxSeq: Number(r.maxSeq),
  }));
}

/** Records that a user was emailed about a chat's messages up to `seq` (never goes back). */
export async function markChatEmailedThrough(
  db: Executor,
  p: { chatId: string; userId: string; seq: number },
): Promise<void> {
  await db.execute(sql`
    insert into chat_reads (chat_id, user_id, emailed_through_seq)
    values (${p.chatId}, ${p.userId}, ${p.seq})
    on conflict (chat_id, user_id) do update
      set emailed_through_seq = greatest(chat_reads.emailed_through_seq, excluded.emailed_through_seq)
  `);
}

/** Takes a transaction-scoped advisory lock; false when another instance holds it. */
export async function tryJobLock(db: Executor, name: string): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`,
  );
  const rows = rowsOf<{ locked: boolean }>(result);
  return rows[0]?.locked === true;
}

/**
 * A key shared by every API instance (e.g. `unsubscribe`), created once: the first caller's
 * candidate wins, everybody reads the stored one.
 */
export async function serverKey(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(serverKeys).values({ name, key: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ key: serverKeys.key })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  if (!row) throw new Error(`serverKey: ${name} missing`);
  return row.key;
}

/** Where a user's notification emails go (undefined once the account is deleted). */
export async function notificationRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Who hears about a candidate: its developer and the company's people (staff: offerStaffAudience). */
export async function candidateAudience(db: Executor, candidateId: string) {
  const [row] = await db
    .select({
      offerId: offers.id,
      offerTitle: offers.title,
      customerId: offers.customerId,
      companyName: customers.name,
      ownerUserId: customers.ownerUserId,
      developerUserId: developers.userId,
      developerName: sql<string>`concat_ws(' ', ${developers.firstName}, ${developers.lastName})`,
    })
    .from(candidates)
    .innerJoin(offers, eq(offers.id, candidates.offerId))
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .innerJoin(developers, eq(developers.id, candidates.developerId))
    .where(eq(candidates.id, candidateId));
  if (!row) return undefined;
  const associates = await db
    .select({ userId: customerAssociates.userId })
    .from(customerAssociates)
    .where(eq(customerAssociates.customerId, row.customerId));
  return {
    ...row,
    companyUserIds: [row.ownerUserId, ...associates.map((a) => a.userId)].filter(
      (id): id is string => typeof id === "string",
    ),
  };
}

/** The company's people (owner and associates) as user ids. */
export async function companyUserIds(db: Executor, customerId: string): Promise<string[]> {
  const [owner] = await db
    .select({ userId: customers.ownerUserId })
    .from(customers)
    .where(eq(customers.id, customerId));
  const associates = await db
    .select({ userId: customerAssociates.userId })
    .from(customerAssociates)
    .where(eq(customerAssociates.customerId, customerId));
  return [owner?.userId, ...associates.map((a) => a.userId)].filter(
    (id): id is string => typeof id === "string",
  );
}

/** An offer's assigned matchers as user ids. */
export async function offerMatcherUserIds(db: Executor, offerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: offerMatchers.userId })
    .from(offerMatchers)
    .where(eq(offerMatchers.offerId, offerId));
  return rows.map((r) => r.userId);
}
