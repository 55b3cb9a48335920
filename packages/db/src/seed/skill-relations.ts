import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { skillRelationSeeds } from "./catalog-data/skill-relations";

/**
 * Fills an empty skill graph with the curated relations, in one insert; pairs whose skills are
 * not in the catalogue (merged away) are skipped. A graph that holds any relation is superAdmin's
 * and left untouched, so a relation removed in /admin/catalog does not come back on a restart.
 */
export async function seedSkillRelations(db: Db): Promise<void> {
  await db.execute(sql`
    insert into skill_relations (skill_id, related_skill_id, strength)
    select least(a.id, b.id), greatest(a.id, b.id), max(v.strength)
    from jsonb_to_recordset(${JSON.stringify(skillRelationSeeds)}::jsonb)
      as v(code text, "relatedCode" text, strength int)
    join skills a on a.code = v.code
    join skills b on b.code = v."relatedCode" and b.id <> a.id
    where not exists (select 1 from skill_relations)
    group by 1, 2
    on conflict do nothing`);
}
