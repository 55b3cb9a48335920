import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { lockDataDir } from "@encaja/db/client";
import { extract } from "tar";
import { ARCHIVE_FOLDERS, inspectArchive } from "./archive-check";
import { type DatabaseFacts, knownMigrations, readDatabaseFacts } from "./database-facts";
import { asServerRunning, BackupError } from "./errors";
import { cleanupOnExit } from "./exit-cleanup";
import { MANIFEST_NAME, type Manifest } from "./manifest";
import { type BackupConfig, postgresWay } from "./messages";

export interface RestoreOptions {
  config: BackupConfig;
  file: string;
}

export interface RestoreResult {
  file: string;
  dataDir: string;
  manifest: Manifest;
  /** Things to do before starting the server (files elsewhere, an older Encaja). */
  notes: string[];
}

/** Entries an "empty" data directory may hold: our own lock, a file system's lost+found. */
const IGNORED_ENTRIES = new Set(["encaja.lock", "lost+found"]);

function checkEmpty(dataDir: string) {
  const present = readdirSync(dataDir).filter((name) => !IGNORED_ENTRIES.has(name));
  if (present.length === 0) return;
  const shown = present.slice(0, 5).join(", ") + (present.length > 5 ? ", …" : "");
  throw new BackupError(
    `${dataDir} is not empty (${shown}). Restore only into a missing or empty directory: set DATA_DIR to a new folder, or move this one aside. Nothing was changed.`,
  );
}

/** The restored database must open and hold what the manifest counted. */
async function verifyDatabase(staging: string, manifest: Manifest) {
  let facts: DatabaseFacts;
  try {
    facts = await readDatabaseFacts(staging);
  } catch (error) {
    throw new BackupError(
      `The database in the archive does not open (${(error as Error).message}). Nothing was restored.`,
      { cause: error },
    );
  }
  const expected = manifest.database;
  if (facts.users !== expected.users || facts.migrations.applied !== expected.migrations.applied) {
    throw new BackupError(
      `The restored database holds ${facts.users} users and ${facts.migrations.applied} migrations, the manifest says ${expected.users} and ${expected.migrations.applied}. Nothing was restored.`,
    );
  }
}

function notesFor(manifest: Manifest, config: BackupConfig): string[] {
  const notes: string[] = [];
  if (manifest.uploads.storage === "s3") {
    notes.push(
      `The stored files were not in this archive: they are in the S3 bucket ${manifest.uploads.bucket}. Start the server with S3_BUCKET=${manifest.uploads.bucket} and its credentials.`,
    );
  } else if (config.S3_BUCKET) {
    notes.push(
      `S3_BUCKET is set, but this archive's files were restored to ${path.resolve(config.DATA_DIR)}/uploads: copy them into the bucket with npm run storage:migrate, or unset S3_BUCKET.`,
    );
  }
  const known = knownMigrations()?.length;
  if (known !== undefined && manifest.database.migrations.applied > known) {
    notes.push(
      `The database has ${manifest.database.migrations.applied} migrations applied, this Encaja knows ${known}: run it with Encaja ${manifest.appVersion} or later.`,
    );
  }
  return notes;
}

/**
 * Restores an archive written by `createBackup` into a missing or empty DATA_DIR, holding the
 * data directory's lock throughout. The whole archive is checked before anything is written
 * (`inspectArchive`), extracted into a staging folder inside DATA_DIR, its database opened and
 * counted, and only then moved into place; any failure removes what was written.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  if (config.DATABASE_URL) throw new BackupError(postgresWay("restore", config));
  const file = path.resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No such file: ${file}`);
  const dataDir = path.resolve(config.DATA_DIR);
  const existed = existsSync(dataDir);
  if (existed && !statSync(dataDir).isDirectory()) {
    throw new BackupError(`DATA_DIR ${dataDir} is a file, not a directory.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    throw asServerRunning(error, "restore");
  }
  const staging = path.join(dataDir, `.restoring-${process.pid}`);
  const moved: string[] = [];
  const undo = () => {
    rmSync(staging, { recursive: true, force: true });
    for (const folder of moved) rmSync(folder, { recursive: true, force: true });
    release();
    if (!existed) {
      try {
        rmdirSync(dataDir);
      } catch {
        // not empty after all: leave it
      }
    }
  };
  const exit = cleanupOnExit(undo);
  let restored = false;
  try {
    checkEmpty(dataDir);
    const manifest = await inspectArchive(file);
    mkdirSync(staging);
    await extract({ file, cwd: staging, strict: true, filter: (p) => p !== MANIFEST_NAME });
    await verifyDatabase(staging, manifest);
    for (const folder of ARCHIVE_FOLDERS) {
      if (!existsSync(path.join(staging, folder))) continue;
      renameSync(path.join(staging, folder), path.join(dataDir, folder));
      moved.push(path.join(dataDir, folder));
    }
    rmSync(staging, { recursive: true, force: true });
    restored = true;
    return { file, dataDir, manifest, notes: notesFor(manifest, config) };
  } finally {
    exit.done();
    if (restored) release();
    else undo();
  }
}
