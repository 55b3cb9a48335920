import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createDb, migrationsFolder } from "@encaja/db/client";
import { countUsers, rowsOf } from "@encaja/db/queries";
import { sql } from "drizzle-orm";
import { BackupError } from "./errors";

export interface DatabaseFacts {
  postgresVersion: string;
  users: number;
  migrations: { applied: number; last: string | null };
}

/** The embedded database's folder inside a data directory. */
export const pgdataOf = (dataDir: string) => path.join(dataDir, "pgdata");

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgdataOf(dataDir), "PG_VERSION"));
}

/**
 * The cluster's control file. PostgreSQL rewrites it whenever the cluster starts, stops or
 * checkpoints, so the same bytes before and after a step prove nobody opened the database.
 */
export const readControlFile = (dataDir: string): Buffer =>
  readFileSync(path.join(pgdataOf(dataDir), "global", "pg_control"));

/** The migrations this build of Encaja ships (drizzle's journal), or null when unreadable. */
export function knownMigrations(): { when: number; tag: string }[] | null {
  try {
    const file = path.join(migrationsFolder, "meta", "_journal.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { entries: { when: number; tag: string }[] })
      .entries;
  } catch {
    return null;
  }
}

/** A migration's name: drizzle records only its hash and creation time, the journal its tag. */
const migrationName = (createdAt: number) =>
  knownMigrations()?.find((entry) => entry.when === createdAt)?.tag ?? "unknown";

/**
 * Opens the embedded database of `dataDir` (taking its lock; a crashed cluster is recovered from
 * its WAL here), reads what the manifest reports, and closes it cleanly. Never migrates.
 */
export async function readDatabaseFacts(dataDir: string): Promise<DatabaseFacts> {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new BackupError(`${pgdataOf(dataDir)} holds no embedded database.`);
  }
  const postgresVersion = readFileSync(path.join(pgdataOf(dataDir), "PG_VERSION"), "utf8").trim();
  const handle = await createDb({ dataDir });
  try {
    const users = await countUsers(handle.db);
    const [row] = rowsOf<{ applied: number; last: string | number | null }>(
      await handle.db.execute(sql`
        select count(*)::int as applied,
          (select created_at from drizzle.__drizzle_migrations order by id desc limit 1) as last
        from drizzle.__drizzle_migrations`),
    );
    const applied = row?.applied ?? 0;
    const last = row?.last == null ? null : migrationName(Number(row.last));
    return { postgresVersion, users, migrations: { applied, last } };
  } finally {
    await handle.close();
  }
}
