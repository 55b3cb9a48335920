import { inArray, type SQL, sql } from "drizzle-orm";
import { skills } from "../schema";
import { catalogNeedle } from "./admin-catalog";
import { type Executor, rowsOf } from "./executor";

/** A skill as a relation names it. */
export interface SkillRef {
  id: string;
  code: string;
  name: string;
}

/** One relation, oriented: `skill` first (the filtered skill, or the lower code). */
export interface SkillRelationRow {
  skillId: string;
  skillCode: string;
  skillName: string;
  relatedId: string;
  relatedCode: string;
  relatedName: string;
  strength: number;
}

export interface SkillRelationSearch {
  skillId?: string | undefined;
  q?: string | undefined;
  /** Keyset position: the last row's codes (the list is ordered by skill code, then related). */
  after?: { skillCode: string; relatedCode: string } | undefined;
  limit: number;
}

/** The pair's stored order: skill_id < related_skill_id. */
const lowId = (a: string, b: string) => sql`least(${a}::uuid, ${b}::uuid)`;
const highId = (a: string, b: string) => sql`greatest(${a}::uuid, ${b}::uuid)`;

/**
 * One page (one row more than `limit` to tell whether another follows). Each stored pair is
 * read in both directions, then one direction is kept: the filtered skill's, or else the one
 * whose first code is the lower.
 */
export async function listSkillRelationsForAdmin(
  db: Executor,
  search: SkillRelationSearch,
): Promise<SkillRelationRow[]> {
  const where: SQL[] = [
    search.skillId ? sql`o.skill_id = ${search.skillId}::uuid` : sql`o.skill_code < o.related_code`,
  ];
  const q = search.q?.trim();
  if (q) {
    const needle = catalogNeedle(q);
    where.push(sql`(encaja_unaccent(lower(o.skill_name)) like ${needle} or o.skill_code like ${needle}
      or encaja_unaccent(lower(o.related_name)) like ${needle} or o.related_code like ${needle})`);
  }
  if (search.after) {
    where.push(
      sql`(o.skill_code, o.related_code) > (${search.after.skillCode}, ${search.after.relatedCode})`,
    );
  }
  const result = await db.execute(sql`
    with edges as (
      select a.id as skill_id, a.code as skill_code, a.name as skill_name,
        b.id as related_id, b.code as related_code, b.name as related_name, r.strength
      from skill_relations r
      join skills a on a.id = r.skill_id join skills b on b.id = r.related_skill_id)
    select o.skill_id::text as "skillId", o.skill_code as "skillCode", o.skill_name as "skillName",
      o.related_id::text as "relatedId", o.related_code as "relatedCode",
      o.related_name as "relatedName", o.strength
    from (
      select * from edges
      union all
      select related_id, related_code, related_name, skill_id, skill_code, skill_name, strength
      from edges) o
    where ${sql.join(where, sql` and `)}
    order by o.skill_code, o.related_code
    limit ${search.limit + 1}`);
  return rowsOf<SkillRelationRow>(result);
}

/** The skills with these ids that exist. */
export async function skillRefsByIds(db: Executor, ids: string[]): Promise<SkillRef[]> {
  return db
    .select({ id: skills.id, code: skills.code, name: skills.name })
    .from(skills)
    .where(inArray(skills.id, ids));
}

/** The pair's strength, locked for the rest of the transaction (null: not related). */
export async function lockSkillRelation(
  tx: Executor,
  a: string,
  b: string,
): Promise<number | null> {
  const result = await tx.execute(sql`select strength from skill_relations
    where skill_id = ${lowId(a, b)} and related_skill_id = ${highId(a, b)} for update`);
  return rowsOf<{ strength: number }>(result)[0]?.strength ?? null;
}

/** Adds the pair or sets its strength (either order names the same pair). */
export async function upsertSkillRelation(tx: Executor, a: string, b: string, strength: number) {
  await tx.execute(sql`insert into skill_relations (skill_id, related_skill_id, strength)
    values (${lowId(a, b)}, ${highId(a, b)}, ${strength})
    on conflict (skill_id, related_skill_id)
    do update set strength = excluded.strength, updated_at = now()`);
}

/** Removes the pair; the strength it had, or null when the skills were not related. */
export async function deleteSkillRelation(
  tx: Executor,
  a: string,
  b: string,
): Promise<number | null> {
  const result = await tx.execute(sql`delete from skill_relations
    where skill_id = ${lowId(a, b)} and related_skill_id = ${highId(a, b)} returning strength`);
  return rowsOf<{ strength: number }>(result)[0]?.strength ?? null;
}

/**
 * A merge: the duplicates' relations move to the survivor. A relation between two of the merged
 * skills would relate the survivor to itself and goes; where the survivor ends up related to a
 * skill twice, the stronger strength stays. Returns how many relations the duplicates had.
 */
export async function moveSkillRelations(
  tx: Executor,
  survivorId: string,
  duplicateIds: string[],
): Promise<number> {
  const merged = sql`${`{${[survivorId, ...duplicateIds].join(",")}}`}::uuid[]`;
  const dups = sql`${`{${duplicateIds.join(",")}}`}::uuid[]`;
  const result = await tx.execute(sql`
    with moved as (
      delete from skill_relations where skill_id = any(${dups}) or related_skill_id = any(${dups})
      returning skill_id, related_skill_id, strength),
    others as (
      select case when skill_id = any(${merged}) then related_skill_id else skill_id end as other,
        strength
      from moved
      where not (skill_id = any(${merged}) and related_skill_id = any(${merged}))),
    inserted as (
      insert into skill_relations (skill_id, related_skill_id, strength)
      select least(${survivorId}::uuid, other), greatest(${survivorId}::uuid, other), max(strength)
      from others group by other
      on conflict (skill_id, related_skill_id) do update set
        strength = greatest(skill_relations.strength, excluded.strength), updated_at = now()
      returning 1)
    select count(*)::int as n from moved`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
