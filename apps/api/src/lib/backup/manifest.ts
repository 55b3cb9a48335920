import { z } from "zod";
import apiPackage from "../../../package.json" with { type: "json" };
import { BackupError } from "./errors";

/** What `format` says in every archive this code writes. */
export const BACKUP_FORMAT = "encaja-backup";
/** Raised when the archive's layout or the manifest's meaning changes; older readers refuse it. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";
export const APP_VERSION: string = apiPackage.version;

const count = z.number().int().min(0);
const FilesAndBytes = z.object({ files: count, bytes: count });

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string().min(1),
  database: z.object({
    engine: z.literal("pglite"),
    /** PG_VERSION of the data directory (the PostgreSQL major version inside PGlite). */
    postgresVersion: z.string().min(1),
    migrations: z.object({ applied: count, last: z.string().nullable() }),
    users: count,
    /** The files of `pgdata/` in the archive and their total size. */
    files: count,
    bytes: count,
  }),
  uploads: z.discriminatedUnion("storage", [
    FilesAndBytes.extend({
      storage: z.literal("local"),
      /** Per folder of `uploads/` (photos, chat-files). */
      folders: z.record(z.string(), FilesAndBytes),
    }),
    /** The files live in a bucket, which is backed up by its own means. */
    z.object({ storage: z.literal("s3"), bucket: z.string().min(1) }),
  ]),
});
export type Manifest = z.infer<typeof Manifest>;

const Envelope = z.object({ format: z.unknown(), formatVersion: z.unknown() }).partial();

/** The manifest of an archive, or a BackupError saying why the archive is not one we restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`Not an Encaja backup: ${MANIFEST_NAME} is not JSON.`);
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success || envelope.data.format !== BACKUP_FORMAT) {
    throw new BackupError(`Not an Encaja backup: ${MANIFEST_NAME} is not an Encaja manifest.`);
  }
  const version = envelope.data.formatVersion;
  if (typeof version === "number" && Number.isInteger(version) && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup was written by a newer Encaja (backup format ${version}; this version reads format ${BACKUP_FORMAT_VERSION}). Restore it with that version or a later one.`,
    );
  }
  const manifest = Manifest.safeParse(json);
  if (!manifest.success) {
    const problems = manifest.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new BackupError(`The backup's ${MANIFEST_NAME} is damaged (${problems.join("; ")}).`);
  }
  return manifest.data;
}
