import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle, Schema } from "./client";

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/db/migrations; the API's build copies it beside its bundle (apps/api/dist/migrations). */
export const migrationsFolder = import.meta.url.endsWith(".ts")
  ? path.resolve(here, "../../migrations")
  : path.join(here, "migrations");

/** Arbitrary constant: serialises concurrent migrators (several API instances starting at once). */
const MIGRATION_LOCK_KEY = 7_234_001;

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle has no pool");
  // Session-level advisory locks need one connection for lock, migrate and unlock.
  const client = await handle.pool.connect();
  try {
    // Waiting for another migrator and long DDL must not hit DB_STATEMENT_TIMEOUT_MS.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    // Back to the connection's own default (the pool's statement_timeout).
    await client.query("reset statement_timeout").catch(() => {});
    client.release();
  }
}
