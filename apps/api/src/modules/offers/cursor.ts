import { validationError } from "../../errors/app-error";

/** Keyset position: a row's createdAt (PostgreSQL text, microseconds kept) and id. */
export interface Keyset {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (k: Keyset): string =>
  Buffer.from(JSON.stringify([k.createdAt, k.id])).toString("base64url");

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (
        typeof createdAt === "string" &&
        typeof id === "string" &&
        UUID.test(id) &&
        TIMESTAMP.test(createdAt)
      ) {
        return { createdAt, id };
      }
    }
  } catch {
    // fall through
  }
  throw validationError([{ path: "query.cursor", message: "Invalid cursor" }]);
}

/** Cuts a `limit + 1` fetch into a page and the cursor of its last row. */
export function page<R extends { cursor: string }, T>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string,
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map(map),
    nextCursor: more && last ? encodeCursor({ createdAt: last.cursor, id: idOf(last) }) : null,
  };
}
