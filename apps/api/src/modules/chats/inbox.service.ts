import type { ChatInbox, ChatInboxItem, ChatSide } from "@encaja/contracts";
import {
  type ChatInboxKeyset,
  type ChatInboxRow,
  chatIdOfDeveloperUser,
  chatReadPositions,
  countMessagesAfter,
  countUnreadChatsForStaff,
  type Executor,
  listChatInbox,
} from "@encaja/db/queries";
import { validationError } from "../../errors/app-error";
import { cutPage } from "../../lib/pagination";
import type { ChatReader } from "./access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeInboxCursor = (k: ChatInboxKeyset) =>
  Buffer.from(JSON.stringify([k.hasUnread ? 1 : 0, k.lastMessageSeq, k.id])).toString("base64url");

export function decodeInboxCursor(cursor: string | undefined): ChatInboxKeyset | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === 3) {
      const [unread, seq, id] = v as unknown[];
      if (
        (unread === 0 || unread === 1) &&
        typeof seq === "number" &&
        Number.isSafeInteger(seq) &&
        seq >= 0 &&
        typeof id === "string" &&
        UUID.test(id)
      ) {
        return { hasUnread: unread === 1, lastMessageSeq: seq, id };
      }
    }
  } catch {
    // fall through
  }
  throw validationError([{ path: "query.cursor", message: "Invalid cursor" }]);
}

const developerName = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

function toInboxItem(row: ChatInboxRow): ChatInboxItem {
  return {
    id: row.id,
    developer: {
      professionalId: row.developerId,
      hashedId: row.hashedId,
      name: developerName(row.firstName, row.lastName),
      photoUrl: row.photoUrl,
    },
    assignedTo: row.assignedUserId
      ? { userId: row.assignedUserId, name: row.assigneeName ?? "" }
      : null,
    lastMessage:
      row.lastSide === null
        ? null
        : {
            excerpt: row.lastBody ?? "",
            side: row.lastSide as ChatSide,
            hasAttachment: row.lastHasAttachment === true,
          },
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
  };
}

/** GET /chats: the matchers' inbox, unread first, then the latest conversation. */
export async function chatInbox(
  db: Executor,
  auth: ChatReader,
  query: {
    q?: string | undefined;
    offerId?: string | undefined;
    assigned: "any" | "me" | "unassigned";
    limit: number;
    cursor?: string | undefined;
  },
): Promise<ChatInbox> {
  const rows = await listChatInbox(db, {
    readerUserId: auth.userId,
    q: query.q || undefined,
    offerId: query.offerId,
    assigned: query.assigned,
    after: decodeInboxCursor(query.cursor),
    limit: query.limit + 1,
  });
  return cutPage(rows, query.limit, toInboxItem, (last) =>
    encodeInboxCursor({
      hasUnread: last.unreadCount > 0,
      lastMessageSeq: last.lastMessageSeq,
      id: last.id,
    }),
  );
}

/** GET /chats/unread: the conversations with messages from the other side I have not read. */
export async function chatUnread(db: Executor, auth: ChatReader): Promise<{ chats: number }> {
  if (auth.role !== "developer") return { chats: await countUnreadChatsForStaff(db, auth.userId) };
  const chatId = await chatIdOfDeveloperUser(db, auth.userId);
  if (!chatId) return { chats: 0 };
  const reads = await chatReadPositions(db, chatId, auth.userId);
  const unread = await countMessagesAfter(db, chatId, reads.developer, "staff");
  return { chats: unread > 0 ? 1 : 0 };
}
