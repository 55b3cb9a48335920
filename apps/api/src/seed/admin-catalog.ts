import type { Db } from "@encaja/db/client";
import { rowsOf } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";

/**
 * Demo data for /admin/catalog: "ReactJS", a duplicate of React as hand-typed
 * profiles create them, used by three demo developers (so a merge has references to move),
 * and "Golang" as a former name of Go (the aliases column is not empty). Idempotent; once an
 * admin has merged ReactJS away (it is then an alias), it is not created again.
 */
export async function seedDemoCatalog(db: Db): Promise<void> {
  await db.execute(sql`insert into catalog_aliases (kind, code, alias, alias_key)
    select 'skill', 'go', 'Golang', 'golang' where exists (select 1 from skills where code = 'go')
    on conflict (kind, alias_key) do nothing`);
  const merged = await db.execute(
    sql`select 1 from catalog_aliases where kind = 'skill' and alias_key = 'reactjs'`,
  );
  if (rowsOf<unknown>(merged).length > 0) return;
  const [duplicate] = await db
    .insert(schema.skills)
    .values({ code: "reactjs", name: "ReactJS", category: "frontend" })
    .onConflictDoNothing()
    .returning({ id: schema.skills.id });
  if (!duplicate) return;
  await db.execute(sql`insert into developer_skills (developer_id, skill_id, level, years)
    select d.id, ${duplicate.id}::uuid, 3, 2 from developers d
    where d.user_id is not null order by d.hashed_id limit 3
    on conflict do nothing`);
}
