import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "./executor";

/** A skill related to one of the asked skills, seen from that skill. */
export interface RelatedSkillRow {
  /** The asked skill. */
  skillId: string;
  relatedId: string;
  relatedNum: number;
  relatedName: string;
  /** 1–100 (% of the skill the related one is worth). */
  strength: number;
}

/**
 * Every relation of the offer's skills, in both directions (`skill_relations` stores each pair
 * once, lower id first): what the ranking gives partial credit for (ADR 0061). Read by offer id,
 * so it runs beside the offer's own read.
 */
export async function relatedSkillsOfOffer(
  db: Executor,
  offerId: string,
): Promise<RelatedSkillRow[]> {
  const ids = sql`array(select skill_id from offer_skills where offer_id = ${offerId}::uuid)`;
  return rowsOf<RelatedSkillRow>(
    await db.execute(sql`
      select r.skill_id as "skillId", s.id as "relatedId", s.num as "relatedNum",
        s.name as "relatedName", r.strength
      from (
        select skill_id, related_skill_id as other, strength from skill_relations
          where skill_id = any(${ids})
        union all
        select related_skill_id, skill_id, strength from skill_relations
          where related_skill_id = any(${ids})
      ) r join skills s on s.id = r.other
      order by r.skill_id, r.strength desc, s.num`),
  );
}
