import type { Db } from "@encaja/db/client";
import { rowsOf } from "@encaja/db/queries";
import { sql } from "drizzle-orm";

/** Every table of the public schema, by name: scans must not miss a table added later. */
export async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

/** Every row of every table whose text (all columns, tsvectors included) contains `needle`. */
export async function rowsContaining(db: Db, needle: string) {
  const found: { table: string; row: string }[] = [];
  for (const table of await publicTables(db)) {
    const result = await db.execute(
      sql`select t::text as row from ${sql.identifier(table)} t
          where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
    );
    for (const r of rowsOf<{ row: string }>(result)) {
      found.push({ table, row: r.row });
    }
  }
  return found;
}
