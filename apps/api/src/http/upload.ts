import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";

export const unsupported = (status: number, message: string) =>
  new AppError("UNSUPPORTED_FILE", status, message);

/** What the client is told at each step (each upload words them for its own file). */
export interface UploadMessages {
  /** 415: the request is not multipart/form-data. */
  notMultipart: string;
  /** 400: no part named `file`. */
  noFile: string;
  /** 413: over `maxBytes` (or over the server-wide multipart limit). */
  tooLarge: string;
  /** 415: the content is none of the accepted types. */
  wrongType: string;
  /** 400 for an empty file; without it an empty file is simply of no accepted type (415). */
  empty?: string;
  /** 400 when the upload breaks off for another reason than its size; without it, 413. */
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
 * checking size and content type: 415/400/413 UNSUPPORTED_FILE otherwise (ADR 0017, 0024).
 */
export async function readUpload<T>(
  request: FastifyRequest,
  rule: UploadRule<T>,
): Promise<{ data: Buffer; type: T }> {
  const { messages } = rule;
  if (!request.isMultipart()) throw unsupported(415, messages.notMultipart);
  const file = await request.file();
  if (file?.fieldname !== "file") throw unsupported(400, messages.noFile);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || !messages.unreadable) {
      throw unsupported(413, messages.tooLarge);
    }
    throw unsupported(400, messages.unreadable);
  }
  if (file.file.truncated || data.length > rule.maxBytes) throw unsupported(413, messages.tooLarge);
  if (data.length === 0 && messages.empty) throw unsupported(400, messages.empty);
  const type = rule.sniff(data);
  if (type === null) throw unsupported(415, messages.wrongType);
  return { data, type };
}
