import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { lockDataDir } from "@encaja/db/client";
import { writeArchive } from "./archive-write";
import {
  type DatabaseFacts,
  hasEmbeddedDatabase,
  readControlFile,
  readDatabaseFacts,
} from "./database-facts";
import { asServerRunning, BackupError } from "./errors";
import { cleanupOnExit } from "./exit-cleanup";
import { countByFolder, inventoryTree, type TreeInventory } from "./inventory";
import { APP_VERSION, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type Manifest } from "./manifest";
import { type BackupConfig, postgresWay } from "./messages";

export interface BackupOptions {
  config: BackupConfig;
  file: string;
  /** Replace an existing file at `file`. */
  force?: boolean;
}

export interface BackupResult {
  file: string;
  dataDir: string;
  manifest: Manifest;
  archiveBytes: number;
}

function checkTarget(file: string, force: boolean) {
  const dir = path.dirname(file);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BackupError(
      `The folder ${dir} does not exist: create it, or write the backup elsewhere.`,
    );
  }
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) throw new BackupError(`${file} is a directory: name a file.`);
  if (!force) {
    throw new BackupError(
      `${file} already exists: choose another name, or pass --force to replace it.`,
    );
  }
}

/** The manifest of an archive of `pgdata` and (unless `bucket` keeps them) the `uploads`. */
export function buildManifest(
  facts: DatabaseFacts,
  pgdata: TreeInventory,
  uploads: TreeInventory | null,
  bucket: string | undefined,
): Manifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database: {
      engine: "pglite",
      postgresVersion: facts.postgresVersion,
      migrations: facts.migrations,
      users: facts.users,
      files: pgdata.files.length,
      bytes: pgdata.bytes,
    },
    uploads: bucket
      ? { storage: "s3", bucket }
      : {
          storage: "local",
          folders: countByFolder(uploads?.files ?? []),
          files: uploads?.files.length ?? 0,
          bytes: uploads?.bytes ?? 0,
        },
  };
}

/**
 * Writes one archive of the embedded default: manifest.json, DATA_DIR/pgdata and (unless
 * S3_BUCKET keeps the files) DATA_DIR/uploads. The database is opened once, which recovers a
 * crashed cluster and leaves it cleanly shut down, then copied as files while this process
 * holds the data directory's lock (ADR 0049). The archive is written beside `file` under a
 * temporary name and renamed at the end, so `file` is either absent or whole.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  if (config.DATABASE_URL) throw new BackupError(postgresWay("backup", config));
  const dataDir = path.resolve(config.DATA_DIR);
  const file = path.resolve(options.file);
  checkTarget(file, options.force ?? false);
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new BackupError(`${dataDir} holds no embedded database (no pgdata/): is DATA_DIR right?`);
  }

  let facts: DatabaseFacts;
  let control: Buffer;
  let release: () => void;
  try {
    facts = await readDatabaseFacts(dataDir);
    control = readControlFile(dataDir);
    release = lockDataDir(dataDir);
  } catch (error) {
    throw asServerRunning(error, "backup");
  }
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const removeTemporary = () => rmSync(temporary, { force: true });
  const exit = cleanupOnExit(() => {
    removeTemporary();
    release();
  });
  try {
    // Between closing the database and taking the lock, another process could have opened it.
    if (!readControlFile(dataDir).equals(control)) {
      throw new BackupError(
        "The database was opened by another process while the backup started (a server starting?). Nothing was written: stop it and run the backup again.",
      );
    }
    const pgdata = (await inventoryTree(dataDir, "pgdata"))!;
    const uploads = config.S3_BUCKET ? null : await inventoryTree(dataDir, "uploads");
    const manifest = buildManifest(facts, pgdata, uploads, config.S3_BUCKET);
    await writeArchive(temporary, dataDir, manifest, [
      ...pgdata.entries,
      ...(uploads?.entries ?? []),
    ]);
    if (!options.force && existsSync(file)) {
      throw new BackupError(`${file} appeared while the backup ran: pass --force to replace it.`);
    }
    renameSync(temporary, file);
    return { file, dataDir, manifest, archiveBytes: (await stat(file)).size };
  } catch (error) {
    removeTemporary();
    throw error;
  } finally {
    release();
    exit.done();
  }
}
