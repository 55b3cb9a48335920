import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "./executor";

/** Where a page of the inbox starts: after this row in (unread first, latest, id) order. */
export interface ChatInboxKeyset {
  hasUnread: boolean;
  lastMessageSeq: number;
  id: string;
}

export interface ChatInboxSearch {
  /** The staff member reading: unread means developer messages after their read position. */
  readerUserId: string;
  q?: string | undefined;
  offerId?: string | undefined;
  assigned: "any" | "me" | "unassigned";
  after?: ChatInboxKeyset | undefined;
  /** Rows to fetch (the caller asks one more than the page to know whether more follow). */
  limit: number;
}

export interface ChatInboxRow {
  id: string;
  assignedUserId: string | null;
  assigneeName: string | null;
  lastMessageSeq: number;
  lastMessageAt: Date | null;
  developerId: string;
  hashedId: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  unreadCount: number;
  lastBody: string | null;
  lastSide: string | null;
  lastHasAttachment: boolean | null;
}

export const CHAT_EXCERPT_CHARS = 140;

/** Escapes LIKE wildcards so user input matches literally. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/**
 * The matchers' inbox in one query: every conversation of a developer account with at least
 * one message (or an assignee), its unread count for the reader, and its last message.
 * Ordered unread first, then by the latest message (the global seq), then id.
 */
export async function listChatInbox(
  db: Executor,
  search: ChatInboxSearch,
): Promise<ChatInboxRow[]> {
  const filters: SQL[] = [
    sql`d.user_id is not null`,
    sql`(c.last_message_seq > 0 or c.assigned_user_id is not null)`,
  ];
  if (search.q) {
    filters.push(
      sql`encaja_unaccent(d.first_name || ' ' || d.last_name) like '%' || encaja_unaccent(${likeLiteral(search.q)}) || '%'`,
    );
  }
  if (search.offerId) {
    filters.push(
      sql`exists (select 1 from candidates k where k.developer_id = d.id and k.offer_id = ${search.offerId}::uuid)`,
    );
  }
  if (search.assigned === "me")
    filters.push(sql`c.assigned_user_id = ${search.readerUserId}::uuid`);
  if (search.assigned === "unassigned") filters.push(sql`c.assigned_user_id is null`);
  const after = search.after
    ? sql`where (i.unread_count > 0, i.last_message_seq, i.id) < (${search.after.hasUnread}, ${search.after.lastMessageSeq}::bigint, ${search.after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    with inbox as (
      select c.id, c.assigned_user_id, a.full_name as assignee_name, c.last_message_seq,
        c.last_message_at, d.id as developer_id, d.hashed_id, d.first_name, d.last_name,
        d.photo_url,
        (select count(*) from chat_messages m
          where m.chat_id = c.id and m.sender_side = 'developer'
            and m.seq > coalesce(r.last_read_seq, 0))::int as unread_count
      from chats c
      join developers d on d.chat_id = c.id
      left join users a on a.id = c.assigned_user_id
      left join chat_reads r on r.chat_id = c.id and r.user_id = ${search.readerUserId}::uuid
      where ${sql.join(filters, sql` and `)}
    )
    select i.*, left(lm.body, ${CHAT_EXCERPT_CHARS}) as last_body, lm.sender_side as last_side,
      lm.has_attachment as last_has_attachment
    from inbox i
    left join lateral (
      select m.body, m.sender_side,
        exists (select 1 from chat_attachments x where x.message_id = m.id) as has_attachment
      from chat_messages m where m.chat_id = i.id order by m.seq desc limit 1
    ) lm on true
    ${after}
    order by (i.unread_count > 0) desc, i.last_message_seq desc, i.id desc
    limit ${search.limit}
  `);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows.map((r) => ({
    id: String(r.id),
    assignedUserId: (r.assigned_user_id as string | null) ?? null,
    assigneeName: (r.assignee_name as string | null) ?? null,
    lastMessageSeq: Number(r.last_message_seq),
    lastMessageAt: r.last_message_at ? new Date(r.last_message_at as string | Date) : null,
    developerId: String(r.developer_id),
    hashedId: String(r.hashed_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    photoUrl: (r.photo_url as string | null) ?? null,
    unreadCount: Number(r.unread_count),
    lastBody: (r.last_body as string | null) ?? null,
    lastSide: (r.last_side as string | null) ?? null,
    lastHasAttachment: (r.last_has_attachment as boolean | null) ?? null,
  }));
}

/** How many conversations have developer messages after this staff member's read position. */
export async function countUnreadChatsForStaff(db: Executor, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n
    from chats c
    join developers d on d.chat_id = c.id and d.user_id is not null
    left join chat_reads r on r.chat_id = c.id and r.user_id = ${userId}::uuid
    where c.last_message_seq > coalesce(r.last_read_seq, 0)
      and exists (select 1 from chat_messages m
        where m.chat_id = c.id and m.sender_side = 'developer'
          and m.seq > coalesce(r.last_read_seq, 0))
  `);
  const [row] = rowsOf<{ n: number | string }>(result);
  return Number(row?.n ?? 0);
}
