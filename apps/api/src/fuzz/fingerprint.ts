import type { DbHandle } from "@encaja/db/client";
import { sql } from "drizzle-orm";

/**
 * Bookkeeping a refused request may legitimately write: rate-limit and sign-in-failure
 * counters, a session's last-seen time, and security audit entries (e.g. login.throttled).
 */
const bookkeeping = new Set(["rate_limits", "login_failures", "sessions", "audit_log"]);

type Rows = { rows: Array<Record<string, unknown>> };

/** One query summarising every table's rows (except bookkeeping): equal before and after means no change. */
export async function fingerprintQuery(handle: DbHandle): Promise<() => Promise<string>> {
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows;
  const tables = result.rows
    .map((r) => String(r.tablename))
    .filter((t) => !bookkeeping.has(t) && !t.startsWith("__"));
  // A row's xmin changes when it is inserted or updated; the count changes when one is deleted.
  const parts = tables.map(
    (t) =>
      `(select count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text from "${t}")`,
  );
  const query = sql.raw(`select md5(${parts.join(" || ")}) as fingerprint`);
  return async () => {
    const rows = (await handle.db.execute(query)) as unknown as Rows;
    return String(rows.rows[0]?.fingerprint);
  };
}
