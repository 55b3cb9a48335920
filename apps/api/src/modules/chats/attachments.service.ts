import type { ChatAttachment } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  attachChatFile,
  deleteUnsentChatAttachments,
  type Executor,
  findReadableChatAttachment,
  insertChatAttachmentWithinQuota,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { FileStore, StoredFile } from "../../lib/storage";
import { recordStoredFile, type StorageLog } from "../../lib/storage/records";
import type { AuthContext } from "../../plugins/authorization";
import { rateLimited } from "../auth/rate-limit";
import { type ChatReader, chatFor } from "./access";
import {
  CHAT_FILES_FOLDER,
  displayFileName,
  removeChatFiles,
  type SniffedChatFile,
  saveChatFile,
} from "./files";
import { MAX_UNSENT_ATTACHMENT_BYTES, UNSENT_ATTACHMENT_TTL_HOURS } from "./limits";

/** What the attachment services need: the database, the file storage and a log. */
export interface ChatFileDeps {
  db: Db;
  files: FileStore;
  log: StorageLog;
}

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

/**
 * Stores an upload to send next in the chat: the file first (a storage failure leaves no row),
 * then its row; the file goes again if recording it fails, or if the uploader's unsent files
 * would exceed their quota (429 until the oldest of them is pruned).
 */
export async function uploadChatAttachment(
  deps: ChatFileDeps,
  auth: ChatReader,
  chatId: string,
  upload: ChatUpload,
): Promise<ChatAttachment> {
  const chat = await chatFor(deps.db, auth, chatId);
  const saved = await saveChatFile(deps.files, chat.id, upload.data, upload.type);
  const row = await recordStoredFile(
    deps,
    { folder: CHAT_FILES_FOLDER, name: saved.key },
    async () => {
      const result = await insertChatAttachmentWithinQuota(
        deps.db,
        {
          chatId: chat.id,
          uploaderUserId: auth.userId,
          storageKey: saved.key,
          fileName: displayFileName(upload.fileName, upload.type.ext),
          mime: upload.type.mime,
          sizeBytes: saved.sizeBytes,
        },
        MAX_UNSENT_ATTACHMENT_BYTES,
      );
      if ("inserted" in result) return result.inserted;
      const ttlSeconds = UNSENT_ATTACHMENT_TTL_HOURS * 3600;
      throw rateLimited(ttlSeconds - result.refused.oldestUnsentAgeSeconds);
    },
  );
  return { ...row, mime: upload.type.mime };
}

/** A file of the chat for its participants: sent in it, or my own upload not sent yet. */
export async function downloadChatAttachment(
  deps: Pick<ChatFileDeps, "db" | "files">,
  auth: ChatReader,
  chatId: string,
  attachmentId: string,
): Promise<StoredFile & { mime: string; fileName: string }> {
  const chat = await chatFor(deps.db, auth, chatId);
  const row = await findReadableChatAttachment(deps.db, {
    chatId: chat.id,
    attachmentId,
    readerUserId: auth.userId,
  });
  if (!row) throw notFound("Attachment");
  const file = await deps.files.open(CHAT_FILES_FOLDER, row.storageKey);
  if (!file) throw notFound("Attachment");
  return { ...file, mime: row.mime, fileName: row.fileName };
}

/**
 * Housekeeping: uploads nobody sent within a day go, rows first, then their files. Nothing
 * goes while the storage is unreachable (the rows would go and their files stay).
 */
export async function pruneUnsentChatAttachments(deps: ChatFileDeps): Promise<number> {
  await deps.files.check();
  const keys = await deleteUnsentChatAttachments(deps.db, UNSENT_ATTACHMENT_TTL_HOURS);
  await removeChatFiles(deps, keys);
  return keys.length;
}
