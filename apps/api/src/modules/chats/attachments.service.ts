import type { ChatAttachment } from "@encaja/contracts";
import {
  attachChatFile,
  type Db,
  deleteUnsentChatAttachments,
  type Executor,
  findReadableChatAttachment,
  insertChatAttachment,
} from "@encaja/db";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import type { LocalFileStore } from "../files/storage";
import {
  displayFileName,
  readChatFile,
  removeChatFiles,
  type SniffedChatFile,
  saveChatFile,
} from "./files";
import { chatFor } from "./service";

type Reader = Pick<AuthContext, "userId" | "role">;

/** Binds an uploaded attachment to the message being sent, or CHAT_ATTACHMENT_UNAVAILABLE. */
export async function attachToMessage(
  tx: Executor,
  auth: Pick<AuthContext, "userId">,
  chatId: string,
  attachmentId: string,
  messageId: string,
): Promise<void> {
  const bound = await attachChatFile(tx, {
    attachmentId,
    chatId,
    uploaderUserId: auth.userId,
    messageId,
  });
  if (!bound) {
    throw appError(
      "CHAT_ATTACHMENT_UNAVAILABLE",
      "The attachment was already sent or is not one of yours in this chat",
    );
  }
}

export interface ChatUpload {
  data: Buffer;
  type: SniffedChatFile;
  fileName: string;
}

/** Stores an upload to send next in the chat; the file goes again if recording it fails. */
export async function uploadChatAttachment(
  deps: { db: Db; store: LocalFileStore },
  auth: Reader,
  chatId: string,
  upload: ChatUpload,
): Promise<ChatAttachment> {
  const chat = await chatFor(deps.db, auth, chatId);
  const saved = await saveChatFile(deps.store, chat.id, upload.data, upload.type);
  try {
    const row = await insertChatAttachment(deps.db, {
      chatId: chat.id,
      uploaderUserId: auth.userId,
      storageKey: saved.key,
      fileName: displayFileName(upload.fileName, upload.type.ext),
      mime: upload.type.mime,
      sizeBytes: saved.sizeBytes,
    });
    return { ...row, mime: upload.type.mime };
  } catch (error) {
    await removeChatFiles(deps.store, [saved.key]);
    throw error;
  }
}

/** A file of the chat for its participants: sent in it, or my own upload not sent yet. */
export async function downloadChatAttachment(
  deps: { db: Db; store: LocalFileStore },
  auth: Reader,
  chatId: string,
  attachmentId: string,
): Promise<{ data: Buffer; mime: string; fileName: string }> {
  const chat = await chatFor(deps.db, auth, chatId);
  const row = await findReadableChatAttachment(deps.db, {
    chatId: chat.id,
    attachmentId,
    readerUserId: auth.userId,
  });
  if (!row) throw notFound("Attachment");
  const data = await readChatFile(deps.store, row.storageKey).catch(() => null);
  if (!data) throw notFound("Attachment");
  return { data, mime: row.mime, fileName: row.fileName };
}

export const UNSENT_ATTACHMENT_TTL_HOURS = 24;

/** Housekeeping: uploads nobody sent within a day go, rows first, then their files. */
export async function pruneUnsentChatAttachments(deps: {
  db: Db;
  store: LocalFileStore;
}): Promise<number> {
  const keys = await deleteUnsentChatAttachments(deps.db, UNSENT_ATTACHMENT_TTL_HOURS);
  await removeChatFiles(deps.store, keys);
  return keys.length;
}
