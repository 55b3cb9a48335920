import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { chatAttachments } from "../schema";
import type { Executor } from "./executor";
import { lockKey } from "./locks";

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

export type QuotaCheckedInsert<T> =
  | { inserted: T }
  | { refused: { unsentBytes: number; oldestUnsentAgeSeconds: number } };

/**
 * Records an upload unless the uploader's unsent files (in every chat) would then exceed
 * `maxUnsentBytes`. The sum and the insert share a transaction serialised per uploader, so
 * parallel uploads cannot all see room under the cap.
 */
export async function insertChatAttachmentWithinQuota(
  db: Db,
  file: NewChatAttachment,
  maxUnsentBytes: number,
): Promise<QuotaCheckedInsert<Awaited<ReturnType<typeof insertChatAttachment>>>> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `chat-unsent:${file.uploaderUserId}`);
    const [unsent] = await tx
      .select({
        bytes: sql<number>`coalesce(sum(${chatAttachments.sizeBytes}), 0)::bigint`.mapWith(Number),
        oldestAgeSeconds:
          sql<number>`coalesce(extract(epoch from now() - min(${chatAttachments.createdAt})), 0)::int`.mapWith(
            Number,
          ),
      })
      .from(chatAttachments)
      .where(
        and(
          eq(chatAttachments.uploaderUserId, file.uploaderUserId),
          isNull(chatAttachments.messageId),
        ),
      );
    const unsentBytes = unsent?.bytes ?? 0;
    if (unsentBytes + file.sizeBytes > maxUnsentBytes) {
      const oldestUnsentAgeSeconds = unsent?.oldestAgeSeconds ?? 0;
      return { refused: { unsentBytes, oldestUnsentAgeSeconds } };
    }
    return { inserted: await insertChatAttachment(tx, file) };
  });
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
