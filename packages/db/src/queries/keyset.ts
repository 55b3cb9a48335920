import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import { asParam } from "./compiled";

/**
 * Keyset position in a createdAt-sorted list (createdAt as PostgreSQL text, full precision, so
 * rows of the same millisecond are not skipped); `score` when the list is ordered by relevance
 * first (a job-board text search).
 */
export interface KeysetAfter {
  createdAt: string;
  id: string;
  score?: number | undefined;
}

/** The (createdAt, id) pair a list is sorted and paged by. */
export interface KeysetColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

/**
 * The rows after `after` in (createdAt, id) order, `direction` as the list is sorted. Undefined
 * on the first page, so it can go straight into `and(...)`.
 */
export function keysetAfter(
  columns: KeysetColumns,
  after: KeysetAfter | undefined,
  direction: "ASC" | "DESC",
  bind = asParam,
): SQL | undefined {
  if (!after) return undefined;
  const op = direction === "DESC" ? sql`<` : sql`>`;
  return sql`(${columns.createdAt}, ${columns.id}) ${op} (${bind(after.createdAt)}::timestamptz, ${bind(after.id)}::uuid)`;
}

/** The ORDER BY that matches `keysetAfter`. */
export const keysetOrder = (columns: KeysetColumns, direction: "ASC" | "DESC") =>
  direction === "DESC"
    ? [desc(columns.createdAt), desc(columns.id)]
    : [asc(columns.createdAt), asc(columns.id)];

/** The `cursor` a list row carries: its createdAt as PostgreSQL text, which `keysetAfter` reads back. */
export const keysetCursor = (columns: KeysetColumns) => sql<string>`${columns.createdAt}::text`;
