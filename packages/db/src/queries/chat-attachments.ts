import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { chatAttachments } from "../schema";
import type { Executor } from "./executor";

export interface NewChatAttachment {
  chatId: string;
  uploaderUserId: string;
  storageKey: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
}

/** Records an uploaded file, not yet bound to a message. */
export async function insertChatAttachment(db: Executor, file: NewChatAttachment) {
  const [row] = await db.insert(chatAttachments).values(file).returning({
    id: chatAttachments.id,
    fileName: chatAttachments.fileName,
    mime: chatAttachments.mime,
    sizeBytes: chatAttachments.sizeBytes,
  });
  if (!row) throw new Error("insertChatAttachment: nothing inserted");
  return row;
}

/**
 * An attachment of this chat the reader may download: one already sent in it, or their own
 * upload not sent yet.
 */
export async function findReadableChatAttachment(
  db: Executor,
  a: { chatId: string; attachmentId: string; readerUserId: string },
) {
  const [row] = await db
    .select({
      storageKey: chatAttachments.storageKey,
      fileName: chatAttachments.fileName,
      mime: chatAttachments.mime,
    })
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.id, a.attachmentId),
        eq(chatAttachments.chatId, a.chatId),
        or(
          isNotNull(chatAttachments.messageId),
          eq(chatAttachments.uploaderUserId, a.readerUserId),
        ),
      ),
    );
  return row;
}

/** Deletes uploads never sent within `olderThanHours`; answers their storage keys. */
export async function deleteUnsentChatAttachments(
  db: Executor,
  olderThanHours: number,
): Promise<string[]> {
  const rows = await db
    .delete(chatAttachments)
    .where(
      and(
        isNull(chatAttachments.messageId),
        lt(chatAttachments.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`),
      ),
    )
    .returning({ key: chatAttachments.storageKey });
  return rows.map((r) => r.key);
}
