import { sql } from "drizzle-orm";
import { moveSkillRelations } from "./admin-skill-relations";
import { type Executor, rowsOf } from "./executor";

const uuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
/** Catalogue codes are validated `[a-z0-9_]+`, so a plain array literal is safe. */
const codes = (list: string[]) => sql`${`{${list.join(",")}}`}::text[]`;

async function countOf(tx: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from (${query}) x`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Moves every reference to the duplicate skills onto the survivor (one transaction: the caller's).
 * Where a row already exists for the survivor, the stronger one wins: the higher level/years, the
 * higher minimum level, the latest verification, the higher score, the stronger relation.
 * Returns rows moved by table.
 * talent_profiles.skill_codes follow by the developer_skills triggers (migration 0008).
 */
export async function moveSkillReferences(
  tx: Executor,
  survivor: { id: string; code: string },
  duplicates: Array<{ id: string; code: string }>,
): Promise<Record<string, number>> {
  const ids = uuids(duplicates.map((d) => d.id));
  const dupCodes = codes(duplicates.map((d) => d.code));
  const moved: Record<string, number> = {};

  moved.developerSkills = await countOf(
    tx,
    sql`select 1 from developer_skills where skill_id = any(${ids})`,
  );
  await tx.execute(sql`insert into developer_skills (developer_id, skill_id, level, years)
    select developer_id, ${survivor.id}::uuid, max(level), max(years) from developer_skills
    where skill_id = any(${ids}) group by developer_id
    on conflict (developer_id, skill_id) do update set
      level = greatest(developer_skills.level, excluded.level),
      years = greatest(developer_skills.years, excluded.years)`);
  await tx.execute(sql`delete from developer_skills where skill_id = any(${ids})`);

  const offerIds = await tx.execute(
    sql`select distinct offer_id::text as id from offer_skills where skill_id = any(${ids})`,
  );
  const offers = rowsOf<{ id: string }>(offerIds).map((r) => r.id);
  moved.offerSkills = await countOf(
    tx,
    sql`select 1 from offer_skills where skill_id = any(${ids})`,
  );
  await tx.execute(sql`insert into offer_skills (offer_id, skill_id, min_level, required, position)
    select offer_id, ${survivor.id}::uuid, max(min_level), bool_or(required), min(position)
    from offer_skills where skill_id = any(${ids}) group by offer_id
    on conflict (offer_id, skill_id) do update set
      min_level = greatest(offer_skills.min_level, excluded.min_level),
      required = offer_skills.required or excluded.required,
      position = least(offer_skills.position, excluded.position)`);
  await tx.execute(sql`delete from offer_skills where skill_id = any(${ids})`);
  if (offers.length) {
    // The board's denormalised copy (queries/offers.ts replaceOfferSkills keeps the same form).
    await tx.execute(sql`update offers o set
      skill_ids = coalesce((select array_agg(skill_id order by position) from offer_skills
        where offer_id = o.id), '{}'::uuid[]),
      skill_names = coalesce((select string_agg(s.name, ' ' order by os.position)
        from offer_skills os join skills s on s.id = os.skill_id where os.offer_id = o.id), '')
      where o.id = any(${uuids(offers)})`);
  }

  moved.experienceSkills = await countOf(
    tx,
    sql`select 1 from experience_skills where skill_id = any(${ids})`,
  );
  await tx.execute(sql`insert into experience_skills (experience_id, skill_id)
    select distinct experience_id, ${survivor.id}::uuid from experience_skills
    where skill_id = any(${ids}) on conflict do nothing`);
  await tx.execute(sql`delete from experience_skills where skill_id = any(${ids})`);

  moved.interviewVerifiedSkills = await countOf(
    tx,
    sql`select 1 from interview_verified_skills where skill_id = any(${ids})`,
  );
  await tx.execute(sql`insert into interview_verified_skills
      (developer_id, skill_id, level, interview_id, verified_at)
    select distinct on (developer_id) developer_id, ${survivor.id}::uuid, level, interview_id,
      verified_at
    from interview_verified_skills where skill_id = any(${ids})
    order by developer_id, verified_at desc
    on conflict (developer_id, skill_id) do update set level = excluded.level,
      interview_id = excluded.interview_id, verified_at = excluded.verified_at
    where excluded.verified_at > interview_verified_skills.verified_at`);
  await tx.execute(sql`delete from interview_verified_skills where skill_id = any(${ids})`);

  const scored = sql`kind = 'skill' and key = any(${dupCodes})`;
  moved.interviewScores = await countOf(tx, sql`select 1 from interview_scores where ${scored}`);
  await tx.execute(sql`insert into interview_scores (interview_id, kind, key, score, note)
    select distinct on (interview_id) interview_id, 'skill', ${survivor.code}, score, note
    from interview_scores where ${scored}
    order by interview_id, score desc nulls last
    on conflict (interview_id, kind, key) do update set
      score = greatest(interview_scores.score, excluded.score)`);
  await tx.execute(sql`delete from interview_scores where ${scored}`);

  moved.interviewQuestions = await countOf(
    tx,
    sql`select 1 from interview_questions where skill_id = any(${ids})`,
  );
  await tx.execute(sql`update interview_questions set skill_id = ${survivor.id}::uuid
    where skill_id = any(${ids})`);

  moved.assessmentAttempts = await countOf(
    tx,
    sql`select 1 from assessment_attempts where skill_code = any(${dupCodes})`,
  );
  await tx.execute(sql`update assessment_attempts set skill_code = ${survivor.code}
    where skill_code = any(${dupCodes})`);

  moved.skillRelations = await moveSkillRelations(
    tx,
    survivor.id,
    duplicates.map((d) => d.id),
  );
  return moved;
}

/** Moves developers' and offers' main stack to the survivor (talent_profiles follow by trigger). */
export async function moveStackReferences(
  tx: Executor,
  survivor: string,
  duplicates: string[],
): Promise<Record<string, number>> {
  const list = codes(duplicates);
  const moved: Record<string, number> = {};
  moved.developers = await countOf(
    tx,
    sql`select 1 from developers where main_stack_code = any(${list})`,
  );
  await tx.execute(
    sql`update developers set main_stack_code = ${survivor} where main_stack_code = any(${list})`,
  );
  moved.offers = await countOf(tx, sql`select 1 from offers where main_stack_code = any(${list})`);
  await tx.execute(
    sql`update offers set main_stack_code = ${survivor} where main_stack_code = any(${list})`,
  );
  return moved;
}

/** Deletes merged entries (every reference has moved). */
export async function deleteCatalogEntries(tx: Executor, kind: "skill" | "stack", list: string[]) {
  const table = sql.raw(kind === "skill" ? "skills" : "stacks");
  await tx.execute(sql`delete from ${table} where code = any(${codes(list)})`);
}

/** Repoints the duplicates' aliases at the survivor. */
export async function repointCatalogAliases(
  tx: Executor,
  kind: "skill" | "stack",
  survivor: string,
  list: string[],
) {
  await tx.execute(sql`update catalog_aliases set code = ${survivor}
    where kind = ${kind} and code = any(${codes(list)})`);
}
