import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder } from "../client/migrate";
import { type Executor, rowsOf } from "./executor";

/** Readiness and metrics: cheap reads an operator's probes run every few seconds. */

let journal: number[] | undefined;

/** Each migration's timestamp from the committed journal, the migrator's identity for it. */
function journalTimestamps(): number[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((entry) => entry.when);
  return journal;
}

export interface MigrationStatus {
  /** Migrations in this build's journal. */
  expected: number;
  /** Rows in the database's migrations table. */
  applied: number;
  /** Journal entries the database has not applied yet. */
  pending: number;
}

/**
 * Compares the journal with drizzle's migrations table as the migrator does: a migration is
 * applied when the newest applied one is at least as recent.
 */
export async function migrationStatus(db: Executor): Promise<MigrationStatus> {
  const [row] = rowsOf<{ applied: number; latest: string | null }>(
    await db.execute(sql`select count(*)::int as applied, max(created_at)::text as latest
      from drizzle.__drizzle_migrations`),
  );
  const latest = Number(row?.latest ?? 0);
  const expected = journalTimestamps();
  return {
    expected: expected.length,
    applied: Number(row?.applied ?? 0),
    pending: expected.filter((when) => when > latest).length,
  };
}

/** Rows of `talent_changes` a ranking index synced up to `fromXid` may still have to apply. */
export async function pendingTalentChanges(db: Executor, fromXid: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from talent_changes where xid >= ${fromXid}::bigint`,
    ),
  );
  return Number(row?.n ?? 0);
}
