import { CHAT_ATTACHMENT_MAX_BYTES, type ChatAttachmentType } from "@encaja/contracts";
import type { FastifyRequest } from "fastify";
import { readUpload, unsupported } from "../../http/upload";
import type { FileStore, StorageFolder } from "../../lib/storage";
import { discardFiles, type StorageLog } from "../../lib/storage/records";
import { sniffImage } from "../files/image-types";
import { InvalidImageError, stripImageMetadata } from "../files/strip-metadata";

/** The storage folder of chat attachments (files named `<chatId>-<random>.<ext>`). */
export const CHAT_FILES_FOLDER: StorageFolder = "chat-files";
export const FILE_NAME_MAX_CHARS = 120;

export interface SniffedChatFile {
  mime: ChatAttachmentType;
  ext: "pdf" | "jpg" | "png" | "webp";
}

/** PDF by its `%PDF-` header, images as profile photos are: never by name or declared type. */
export function sniffChatFile(data: Buffer): SniffedChatFile | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-")
    return { mime: "application/pdf", ext: "pdf" };
  const image = sniffImage(data);
  return image ? { mime: image.mime as ChatAttachmentType, ext: image.ext } : null;
}

export const readChatUpload = (request: FastifyRequest) =>
  readUpload(request, {
    maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
    sniff: sniffChatFile,
    messages: {
      notMultipart: "Send the file as multipart/form-data in the field 'file'",
      noFile: "Attach the file in the field 'file'",
      tooLarge: "The file must be 5 MB or smaller",
      wrongType: "The file must be a PDF, PNG, JPEG or WebP image",
    },
  });

/**
 * A display name safe to store and show: no path, no control or quoting characters, at most
 * 120 characters, ending in the extension of what the bytes really are.
 */
export function displayFileName(clientName: string, ext: SniffedChatFile["ext"]): string {
  const base = clientName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[. ]+/, "")
    .trim();
  const wanted = ext === "jpg" ? /\.(jpe?g)$/i : new RegExp(`\\.${ext}$`, "i");
  const stem = (wanted.test(cleaned) ? cleaned.replace(wanted, "") : cleaned) || "attachment";
  const suffix = `.${ext}`;
  return `${stem.slice(0, FILE_NAME_MAX_CHARS - suffix.length).trimEnd()}${suffix}`;
}

/** Stores the bytes (images without their metadata) under a new random name; answers it. */
export async function saveChatFile(
  files: FileStore,
  chatId: string,
  data: Buffer,
  type: SniffedChatFile,
): Promise<{ key: string; sizeBytes: number }> {
  let clean = data;
  if (type.ext !== "pdf") {
    try {
      clean = stripImageMetadata(data, type.ext);
    } catch (error) {
      if (error instanceof InvalidImageError) throw unsupported("The image is damaged");
      throw error;
    }
  }
  const key = await files.save(CHAT_FILES_FOLDER, chatId, type.ext, clean, type.mime);
  return { key, sizeBytes: clean.length };
}

/** Deletes stored chat files after the transaction that forgot them committed (failures logged). */
export const removeChatFiles = (
  deps: { files: FileStore; log: StorageLog },
  keys: readonly string[],
) => discardFiles(deps, CHAT_FILES_FOLDER, keys);

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
