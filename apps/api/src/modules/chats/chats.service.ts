// The chat core shared by the HTTP routes and the WebSocket.
import type { ChatDetail, ChatMessage, ChatSide, SendChatMessageRequest } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  CHAT_EXCERPT_CHARS,
  type ChatMessageRow,
  type ChatRow,
  chatReadPositions,
  countMessagesAfter,
  type Executor,
  findChatMessage,
  insertChatMessage,
  listChatMessages,
  markChatRead,
} from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import type { ServiceDeps } from "../deps";
import { notifyUsers } from "../notifications/notify";
import { publishRealtime } from "../realtime/publish";
import { type ChatReader, chatFor, chatSideOf } from "./access";
import { attachToMessage } from "./attachments.service";

const developerName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ");

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    seq: row.seq,
    clientId: row.clientId,
    sender: {
      side: row.senderSide as ChatSide,
      userId: row.senderUserId,
      name:
        row.senderSide === "developer"
          ? developerName(row.developerFirstName, row.developerLastName)
          : (row.senderFullName ?? ""),
    },
    body: row.body,
    attachment:
      row.attachmentId && row.attachmentName && row.attachmentMime && row.attachmentSize
        ? {
            id: row.attachmentId,
            fileName: row.attachmentName,
            mime: row.attachmentMime as NonNullable<ChatMessage["attachment"]>["mime"],
            sizeBytes: row.attachmentSize,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function chatMessageById(
  db: Executor,
  messageId: string,
): Promise<ChatMessage | null> {
  const row = await findChatMessage(db, messageId);
  return row ? toChatMessage(row) : null;
}

export async function chatDetail(
  db: Executor,
  auth: ChatReader,
  chatId: string,
): Promise<ChatDetail> {
  const chat = await chatFor(db, auth, chatId);
  const reads = await chatReadPositions(db, chat.id, chat.developerUserId);
  const side = chatSideOf(auth.role);
  const mine = side === "developer" ? reads.developer : (reads.byUser.get(auth.userId) ?? 0);
  const peer = side === "developer" ? reads.staff : reads.developer;
  return {
    id: chat.id,
    name: chat.name,
    developer: {
      professionalId: chat.developerId,
      hashedId: chat.hashedId,
      name: developerName(chat.firstName, chat.lastName),
      photoUrl: chat.photoUrl,
    },
    assignedTo: chat.assignedUserId
      ? { userId: chat.assignedUserId, name: chat.assigneeName ?? "" }
      : null,
    lastMessageSeq: chat.lastMessageSeq,
    lastMessageAt: chat.lastMessageAt?.toISOString() ?? null,
    myLastReadSeq: mine,
    peerLastReadSeq: peer,
    unreadCount: await countMessagesAfter(
      db,
      chat.id,
      mine,
      side === "developer" ? "staff" : "developer",
    ),
  };
}

export async function chatMessages(
  db: Executor,
  auth: ChatReader,
  chatId: string,
  page: { after?: number; before?: number; limit: number },
) {
  await chatFor(db, auth, chatId);
  const rows = await listChatMessages(db, chatId, page);
  const items = rows.map(toChatMessage);
  const first = items[0];
  const olderMayExist = page.after === undefined && items.length === page.limit && first;
  return { items, nextCursor: olderMayExist ? String(first.seq) : null };
}

/**
 * Sends a message (idempotent by clientId) and, in the same transaction, moves the sender's
 * read position, notifies the other side and publishes it to every instance.
 * `created: false`: a resend.
 */
export async function sendChatMessage(
  deps: Pick<ServiceDeps, "db" | "sendEmail" | "config">,
  auth: ChatReader,
  chatId: string,
  request: SendChatMessageRequest,
): Promise<{ message: ChatMessage; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const chat = await chatFor(tx, auth, chatId);
    const sent = await insertChatMessage(tx, {
      chatId: chat.id,
      senderUserId: auth.userId,
      senderSide: chatSideOf(auth.role),
      body: request.body,
      clientId: request.clientId,
    });
    if (sent.created && request.attachmentId) {
      await attachToMessage(tx, auth, chat.id, request.attachmentId, sent.id);
    }
    const message = await chatMessageById(tx, sent.id);
    if (!message) throw appError("E0SERV", "The sent message could not be read back");
    if (!sent.created) return { message, created: false };
    await markChatRead(tx, { chatId: chat.id, userId: auth.userId, seq: sent.seq });
    await notifyOtherSide(deps, tx, chat, message);
    await publishRealtime(tx, { t: "message", chatId: chat.id, messageId: sent.id, seq: sent.seq });
    return { message, created: true };
  });
}

/**
 * The chat.message notification (one unread per chat and reader, folded by group key): a
 * developer's message tells the assigned matcher (unassigned: the inbox shows it), staff's
 * tell the developer while the account exists.
 */
async function notifyOtherSide(
  deps: Pick<ServiceDeps, "sendEmail" | "config">,
  tx: Executor,
  chat: ChatRow,
  message: ChatMessage,
): Promise<void> {
  const recipient =
    message.sender.side === "developer" ? chat.assignedUserId : chat.developerUserId;
  if (!recipient || recipient === message.sender.userId) return;
  await notifyUsers(deps, tx, {
    userIds: [recipient],
    kind: "chat.message",
    params: {
      chatId: chat.id,
      senderName: message.sender.name,
      excerpt: (message.body || message.attachment?.fileName || "").slice(0, CHAT_EXCERPT_CHARS),
      developerName: developerName(chat.firstName, chat.lastName),
    },
    link: `/chats/${chat.id}`,
    groupKey: `chat:${chat.id}`,
  });
}

/** Moves my read position forward and tells the other side (read receipts). */
export async function markRead(
  db: Db,
  auth: ChatReader,
  chatId: string,
  seq: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const chat = await chatFor(tx, auth, chatId);
    const capped = Math.min(seq, chat.lastMessageSeq);
    const stored = await markChatRead(tx, { chatId: chat.id, userId: auth.userId, seq: capped });
    await publishRealtime(tx, {
      t: "read",
      chatId: chat.id,
      side: chatSideOf(auth.role),
      userId: auth.userId,
      seq: stored,
    });
  });
}
