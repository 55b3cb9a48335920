import type { FastifyRequest } from "fastify";
import { appError, validationError } from "../errors/app-error";

export const unsupported = (message: string) => appError("UNSUPPORTED_FILE", message);
const tooLarge = (message: string) => appError("PAYLOAD_TOO_LARGE", message);

/** What the client is told at each step (each upload words them for its own file). */
export interface UploadMessages {
  /** 415: the request is not multipart/form-data. */
  notMultipart: string;
  /** 400 VALIDATION (path `body.file`): no part named `file`. */
  noFile: string;
  /** 413: over `maxBytes` (or over the server-wide multipart limit). */
  tooLarge: string;
  /** 415: the content is none of the accepted types. */
  wrongType: string;
  /** 415 for an empty file; without it an empty file is simply of no accepted type (415). */
  empty?: string;
  /** 400 BAD_REQUEST when the upload breaks off for another reason than its size; without it, 413. */
  unreadable?: string;
}

export interface UploadRule<T> {
  maxBytes: number;
  /** Recognises an accepted type by the content itself (never the name or declared type). */
  sniff: (data: Buffer) => T | null;
  messages: UploadMessages;
}

/**
 * Reads the one file of a multipart request (field `file`, @fastify/multipart) into memory,
 * checking size and content type: 415 UNSUPPORTED_FILE, 413 PAYLOAD_TOO_LARGE or 400 otherwise
 * (ADR 0017, 0022, 0024).
 */
export async function readUpload<T>(
  request: FastifyRequest,
  rule: UploadRule<T>,
): Promise<{ data: Buffer; type: T; fileName: string }> {
  const { messages } = rule;
  if (!request.isMultipart()) throw unsupported(messages.notMultipart);
  const file = await request.file();
  if (file?.fieldname !== "file") {
    throw validationError([{ path: "body.file", message: messages.noFile }]);
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || !messages.unreadable) {
      throw tooLarge(messages.tooLarge);
    }
    throw appError("BAD_REQUEST", messages.unreadable);
  }
  if (file.file.truncated || data.length > rule.maxBytes) throw tooLarge(messages.tooLarge);
  if (data.length === 0 && messages.empty) throw unsupported(messages.empty);
  const type = rule.sniff(data);
  if (type === null) throw unsupported(messages.wrongType);
  return { data, type, fileName: file.filename };
}
