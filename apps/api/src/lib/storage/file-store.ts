import type { Readable } from "node:stream";

/** The folders stored files live in; a file's key is `<folder>/<name>`. */
export const STORAGE_FOLDERS = ["photos", "chat-files"] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export interface StoredFile {
  body: Readable;
  sizeBytes: number;
}

/**
 * Every file the product keeps (profile and company photos, chat attachments) goes through
 * one of these: the local disk under DATA_DIR/uploads (the default) or an S3-compatible
 * bucket (S3_BUCKET). Names are `<prefix>-<random>.<ext>`: a new, unguessable name for each
 * upload, so a stored file never changes. A failure to reach the storage throws
 * `StorageUnavailableError`, which the error handler answers as 503 SERVICE_UNAVAILABLE.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  /** Stores the bytes under a new name and answers it; nothing is left behind on failure. */
  save(
    folder: StorageFolder,
    prefix: string,
    ext: string,
    data: Buffer,
    contentType: string,
  ): Promise<string>;
  /** A stored file as a stream, or null when there is none. */
  open(folder: StorageFolder, name: string): Promise<StoredFile | null>;
  /** A stored file's bytes, or null when there is none. */
  read(folder: StorageFolder, name: string): Promise<Buffer | null>;
  /** Deletes one file; a missing one is no error. */
  remove(folder: StorageFolder, name: string): Promise<void>;
  /** Deletes every file of a folder whose name starts with `<prefix>-` (an owner's uploads). */
  removeOwned(folder: StorageFolder, prefix: string): Promise<void>;
  /** Every file name in a folder (migration, backup). */
  list(folder: StorageFolder): AsyncIterable<string>;
  /** Throws when the storage cannot be reached or written (readiness). */
  check(): Promise<void>;
}

/** The storage could not be reached or refused the operation. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Where stored files live (local disk or S3), one instance per app. */
    files: FileStore;
  }
}
