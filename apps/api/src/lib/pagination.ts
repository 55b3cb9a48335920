import { validationError } from "../errors/app-error";

/**
 * Keyset position: a row's createdAt (PostgreSQL text, microseconds kept) and id, plus its
 * relevance score when the list is ordered by relevance (a job-board text search).
 */
export interface Keyset {
  createdAt: string;
  id: string;
  score?: number | undefined;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (k: Keyset): string =>
  Buffer.from(
    JSON.stringify(k.score === undefined ? [k.createdAt, k.id] : [k.createdAt, k.id, k.score]),
  ).toString("base64url");

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && (value.length === 2 || value.length === 3)) {
      const [createdAt, id, score] = value as unknown[];
      if (
        typeof createdAt === "string" &&
        typeof id === "string" &&
        UUID.test(id) &&
        TIMESTAMP.test(createdAt) &&
        (score === undefined || (Number.isSafeInteger(score) && (score as number) >= 0))
      ) {
        return { createdAt, id, ...(score === undefined ? {} : { score: score as number }) };
      }
    }
  } catch {
    // fall through
  }
  throw validationError([{ path: "query.cursor", message: "Invalid cursor" }]);
}

/**
 * One page of a list ordered by (createdAt, id): `fetch` reads the rows after the position
 * `query.cursor` names, one more than `query.limit` to know whether a next page exists, and
 * `map` shapes each kept row.
 */
export async function keysetPage<R extends { id: string; cursor: string }, T>(
  query: { limit: number; cursor?: string | undefined },
  fetch: (after: Keyset | undefined) => Promise<R[]>,
  map: (row: R) => T,
) {
  return page(await fetch(decodeCursor(query.cursor)), query.limit, (r) => r.id, map);
}

/** Cuts a `limit + 1` fetch into a page; the next cursor is `cursorOf` its last kept row. */
export function cutPage<R, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
  cursorOf: (last: R) => string,
): { items: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(map), nextCursor: more && last ? cursorOf(last) : null };
}

/**
 * Cuts a `limit + 1` fetch into a page and the cursor of its last row (with its score when
 * `scored`: the rows are in relevance order).
 */
export function page<R extends { cursor: string; score?: number }, T>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string,
  map: (row: R) => T,
  scored = false,
): { items: T[]; nextCursor: string | null } {
  return cutPage(rows, limit, map, (last) =>
    encodeCursor({
      createdAt: last.cursor,
      id: idOf(last),
      score: scored ? Number(last.score ?? 0) : undefined,
    }),
  );
}
