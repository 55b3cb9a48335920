import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  chatAttachments,
  chatMessages,
  chatReads,
  chats,
  developers,
  internalStaff,
  users,
} from "../schema";
import { developerLabel } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A chat with what access checks and its header need. */
export async function findChat(db: Executor, chatId: string) {
  const [row] = await db
    .select({
      id: chats.id,
      name: chats.name,
      assignedUserId: chats.assignedUserId,
      assigneeName: users.fullName,
      lastMessageSeq: chats.lastMessageSeq,
      lastMessageAt: chats.lastMessageAt,
      developerId: developers.id,
      developerUserId: developers.userId,
      ...developerLabel,
      photoUrl: developers.photoUrl,
    })
    .from(chats)
    .innerJoin(developers, eq(developers.chatId, chats.id))
    .leftJoin(users, eq(users.id, chats.assignedUserId))
    .where(eq(chats.id, chatId));
  return row;
}
export type ChatRow = NonNullable<Awaited<ReturnType<typeof findChat>>>;

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  seq: chatMessages.seq,
  clientId: chatMessages.clientId,
  senderUserId: chatMessages.senderUserId,
  senderSide: chatMessages.senderSide,
  senderFullName: users.fullName,
  developerFirstName: developers.firstName,
  developerLastName: developers.lastName,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  attachmentId: chatAttachments.id,
  attachmentName: chatAttachments.fileName,
  attachmentMime: chatAttachments.mime,
  attachmentSize: chatAttachments.sizeBytes,
};

function selectMessages(db: Executor) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderUserId))
    .leftJoin(developers, eq(developers.chatId, chatMessages.chatId))
    .leftJoin(chatAttachments, eq(chatAttachments.messageId, chatMessages.id));
}
export interface ChatMessageRow {
  id: string;
  chatId: string;
  seq: number;
  clientId: string;
  senderUserId: string | null;
  senderSide: string;
  senderFullName: string | null;
  developerFirstName: string | null;
  developerLastName: string | null;
  body: string;
  createdAt: Date;
  attachmentId: string | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
}

export async function findChatMessage(
  db: Executor,
  messageId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, messageId));
  return row;
}

/**
 * A chat's messages, oldest first: after a seq (backfill, ascending from it), before a seq
 * (older history) or the latest page.
 */
export async function listChatMessages(
  db: Executor,
  chatId: string,
  page: { after?: number; before?: number; limit: number },
): Promise<ChatMessageRow[]> {
  if (page.after !== undefined) {
    return selectMessages(db)
      .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, page.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(page.limit);
  }
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        page.before !== undefined ? lt(chatMessages.seq, page.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(page.limit);
  return rows.reverse();
}

export interface NewChatMessage {
  chatId: string;
  senderUserId: string;
  senderSide: "developer" | "staff";
  body: string;
  clientId: string;
}

/**
 * Inserts a message (or finds the one already sent with this clientId) and moves the chat's
 * last-message marks. Run it in a transaction with whatever else the send changes.
 *
 * The chat row is locked before the seq is drawn, so sends to one chat commit in seq order:
 * a client that has seen seq N of a chat can never later miss a smaller seq of that chat
 * (backfill is `seq > N`).
 */
export async function insertChatMessage(
  db: Executor,
  message: NewChatMessage,
): Promise<{ id: string; seq: number; created: boolean }> {
  await db.select({ id: chats.id }).from(chats).where(eq(chats.id, message.chatId)).for("update");
  const [inserted] = await db
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: [chatMessages.chatId, chatMessages.clientId] })
    .returning({ id: chatMessages.id, seq: chatMessages.seq, createdAt: chatMessages.createdAt });
  if (!inserted) {
    const existing = await firstRow(
      db
        .select({ id: chatMessages.id, seq: chatMessages.seq })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.chatId, message.chatId), eq(chatMessages.clientId, message.clientId)),
        ),
    );
    if (!existing) throw new Error("insertChatMessage: conflicting message not found");
    return { ...existing, created: false };
  }
  await db
    .update(chats)
    .set({
      lastMessageSeq: sql`greatest(${chats.lastMessageSeq}, ${inserted.seq})`,
      lastMessageAt: inserted.createdAt,
    })
    .where(eq(chats.id, message.chatId));
  return { id: inserted.id, seq: inserted.seq, created: true };
}

/** Moves a reader's position forward (never back); returns the position now stored. */
export async function markChatRead(
  db: Executor,
  read: { chatId: string; userId: string; seq: number },
): Promise<number> {
  const [row] = await db
    .insert(chatReads)
    .values({ chatId: read.chatId, userId: read.userId, lastReadSeq: read.seq })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: {
        lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ lastReadSeq: chatReads.lastReadSeq });
  return row?.lastReadSeq ?? read.seq;
}

/**
 * Read positions of a chat: the developer's, and the furthest any staff member read (staff
 * answer as one team, so one of them reading counts as read for the developer's receipts).
 */
export async function chatReadPositions(
  db: Executor,
  chatId: string,
  developerUserId: string | null,
) {
  const rows = await db
    .select({ userId: chatReads.userId, lastReadSeq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(eq(chatReads.chatId, chatId));
  let developer = 0;
  let staff = 0;
  const byUser = new Map<string, number>();
  for (const r of rows) {
    byUser.set(r.userId, r.lastReadSeq);
    if (r.userId === developerUserId) developer = r.lastReadSeq;
    else staff = Math.max(staff, r.lastReadSeq);
  }
  return { developer, staff, byUser };
}

/** Messages in a chat after `seq` written by the other side (unread count for a reader). */
export async function countMessagesAfter(
  db: Executor,
  chatId: string,
  afterSeq: number,
  fromSide: "developer" | "staff",
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.seq, afterSeq),
        eq(chatMessages.senderSide, fromSide),
      ),
    );
  return row?.n ?? 0;
}

/** The chat of a developer profile. */
export async function chatIdOfDeveloper(db: Executor, developerId: string) {
  const [row] = await db
    .select({ chatId: developers.chatId })
    .from(developers)
    .where(eq(developers.id, developerId));
  return row?.chatId ?? null;
}

/** The chat of a developer account (null for others). */
export async function chatIdOfDeveloperUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ chatId: developers.chatId })
    .from(developers)
    .where(eq(developers.userId, userId));
  return row?.chatId ?? null;
}

/**
 * Binds an uploaded, not yet sent attachment of this chat (uploaded by this user) to a
 * message. False when there is no such attachment.
 */
export async function attachChatFile(
  db: Executor,
  a: { attachmentId: string; chatId: string; uploaderUserId: string; messageId: string },
): Promise<boolean> {
  const rows = await db
    .update(chatAttachments)
    .set({ messageId: a.messageId })
    .where(
      and(
        eq(chatAttachments.id, a.attachmentId),
        eq(chatAttachments.chatId, a.chatId),
        eq(chatAttachments.uploaderUserId, a.uploaderUserId),
        isNull(chatAttachments.messageId),
      ),
    )
    .returning({ id: chatAttachments.id });
  return rows.length > 0;
}

/** Sets (or clears) who of the matchers team owns a conversation; answers the previous one. */
export async function assignChat(
  db: Executor,
  chatId: string,
  userId: string | null,
): Promise<{ previousUserId: string | null }> {
  const [before] = await db
    .select({ assignedUserId: chats.assignedUserId })
    .from(chats)
    .where(eq(chats.id, chatId))
    .for("update");
  await db.update(chats).set({ assignedUserId: userId }).where(eq(chats.id, chatId));
  return { previousUserId: before?.assignedUserId ?? null };
}

/** True when the user is an active, not deleted matcher or superAdmin. */
export async function isActiveChatStaff(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        inArray(users.role, ["matchers", "superAdmin"]),
        isNull(users.deletedAt),
        eq(internalStaff.active, true),
      ),
    );
  return row !== undefined;
}
