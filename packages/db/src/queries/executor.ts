import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../client";

/** A database or an open transaction: every query function accepts either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * `fn` in the caller's transaction when it passed one, else in a new one. A nested
 * `transaction()` would add a savepoint and its release (two round trips) that only matter to
 * a caller catching the error and carrying on, which none does.
 */
export function inTransaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? fn(db) : db.transaction(fn);
}
