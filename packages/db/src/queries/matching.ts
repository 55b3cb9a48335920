import { type SQL, sql } from "drizzle-orm";
import type { MatchIndex } from "../matching-index";
import { type Executor, rowsOf } from "./executor";
import {
  allFullQuery,
  BOUND_EPSILON,
  minSkillQuery,
  type SkillGroup,
  scalarNeeds,
  skillGroups,
  totalWeight,
} from "./matching-bound";

/**
 * What the ranking query needs of an offer, already encoded by the API's matching module
 * (skill codes are `skills.num * 8 + level`, sorted; ranks are enum indexes).
 */
export interface MatchSpec {
  offerId: string;
  required: { full: number[]; near1: number[]; near2: number[]; count: number };
  nice: { full: number[]; near1: number[]; count: number };
  techRole: string;
  relatedRoles: string[];
  stackCode: string | null;
  seniorityMin: number;
  seniorityMax: number;
  minEnglishRank: number;
  /** 0 none, 1 basic, 2 fluent. */
  minEnglishGroup: number;
  modalityMask: number;
  countries: string[];
  budgetMonthlyUsd: number;
}

/** The shape of every formula (API `weights.ts` owns the numbers). */
export interface MatchTuning {
  weights: Record<
    "skills" | "role_stack" | "seniority" | "english" | "salary" | "availability" | "activity",
    number
  >;
  nearMissCredit: [number, number];
  niceSkillWeight: number;
  relatedRoleCredit: number;
  roleShareWithStack: number;
  seniorityStepPenalty: number;
  englishBase: number;
  englishStep: number;
  unknownCredit: number;
  salaryOverSlope: number;
  availabilityHorizonWeeks: number;
  availabilityDateShare: number;
  searchStatusCredit: Record<string, number>;
  activityHorizonDays: number;
}

export interface MatchAfter {
  excluded: boolean;
  score: number;
  developerId: string;
}

export interface RankedRow {
  developer_id: string;
  score: number;
  excluded: boolean;
  ex_english: boolean;
  ex_modality: boolean;
  ex_country: boolean;
  ex_searching: boolean;
  ex_disapproved: boolean;
  v_skills: number;
  v_role_stack: number;
  v_seniority: number;
  v_english: number;
  v_salary: number;
  v_availability: number;
  v_activity: number;
  req_met: number;
  req_near: number;
  sen_dist: number;
  english_rank: number | null;
  salary_monthly_usd: number | null;
  avail_weeks: number | null;
  active_days: number;
  role_match: number;
  stack_match: boolean;
  country_code: string | null;
  tech_role: string;
  main_stack_code: string | null;
  seniority_rank: number;
  search_status: string | null;
  hashed_id: string;
  first_name: string;
  last_name: string;
  stack_name: string | null;
  candidate_id: string | null;
  candidate_status: string | null;
}

const ints = (v: number[]) => sql`${`{${v.join(",")}}`}::int[]`;
const texts = (v: string[]) =>
  sql`${`{${v.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`;
/** A tuning constant inlined as float8: numeric arithmetic would be several times slower. */
const num = (n: number) => sql.raw(`${Number(n)}::float8`);
/** An integer constant (ranks, masks) inlined. */
const int = (n: number) => sql.raw(String(Math.trunc(Number(n))));
/**
 * An offer's own numbers go in as parameters, so every offer's page read has the same text:
 * a connection's named statement is then planned once, not per offer (ADR 0047). Tuning
 * constants stay inlined: they are the same for every offer.
 */
const intParam = (n: number) => sql`${Math.trunc(Number(n))}::int`;
const numParam = (n: number) => sql`${Number(n)}::float8`;

/**
 * The facts and per-criterion values (0–1) of every developer, plus the hard-filter flags.
 * Everything is computed in one pass over `talent_profiles` (one narrow row per developer).
 */
function scoredRows(spec: MatchSpec, t: MatchTuning, where: SQL | undefined): SQL {
  const [near1, near2] = t.nearMissCredit;
  const w = t.weights;
  const status = Object.entries(t.searchStatusCredit)
    .map(([k, v]) => `when '${k.replace(/'/g, "")}' then ${Number(v)}::float8`)
    .join(" ");
  // Most developers hold none of the offer's skills: one overlap test spares them the counts.
  const allCodes = [
    ...spec.required.full,
    ...spec.required.near1,
    ...spec.required.near2,
    ...spec.nice.full,
    ...spec.nice.near1,
  ].sort((a, b) => a - b);
  const facts = sql`
    select tp.developer_id, tp.tech_role, tp.main_stack_code, tp.seniority_rank, tp.english_rank,
      tp.country_code, tp.search_status, tp.salary_monthly_usd,
      tp.skill_codes && ${ints(allCodes)} as any_skill,
      icount(tp.skill_codes & ${ints(spec.required.full)})::float8 as req_met,
      icount(tp.skill_codes & ${ints(spec.required.near1)})::float8 as req_near,
      icount(tp.skill_codes & ${ints(spec.required.near2)})::float8 as req_near2,
      icount(tp.skill_codes & ${ints(spec.nice.full)})::float8 as nice_met,
      icount(tp.skill_codes & ${ints(spec.nice.near1)})::float8 as nice_near,
      case when tp.tech_role = ${spec.techRole} then 1::float8
           when tp.tech_role = any(${texts(spec.relatedRoles)}) then ${num(t.relatedRoleCredit)}
           else 0::float8 end as role_match,
      (${spec.stackCode}::text is not null and tp.main_stack_code = ${spec.stackCode}::text) as stack_match,
      greatest(${intParam(spec.seniorityMin)} - tp.seniority_rank, tp.seniority_rank - ${intParam(spec.seniorityMax)}, 0) as sen_dist,
      case when tp.available_from is null then null
           else greatest(tp.available_from - current_date, 0) / 7::float8 end as avail_weeks,
      greatest(current_date - tp.last_active_at::date, 0) as active_days,
      (case when coalesce(tp.english_rank, 0) = 0 then 0 when tp.english_rank <= 2 then 1 else 2 end)
        < ${intParam(spec.minEnglishGroup)} as ex_english,
      (tp.modality_mask <> 0 and (tp.modality_mask & ${intParam(spec.modalityMask)}) = 0) as ex_modality,
      (cardinality(${texts(spec.countries)}) > 0
        and (tp.country_code is null or not tp.country_code = any(${texts(spec.countries)}))) as ex_country,
      coalesce(tp.search_status = 'not_searching', false) as ex_searching,
      tp.approval = 'disapproved' as ex_disapproved
    from talent_profiles tp
    ${where ? sql`where ${where}` : sql``}`;
  const values = sql`
    select f.*,
      (f.ex_english or f.ex_modality or f.ex_country or f.ex_searching or f.ex_disapproved) as excluded,
      case when ${intParam(spec.required.count + spec.nice.count)} = 0 then 1::float8
        when not f.any_skill then 0::float8
        else (f.req_met + ${num(near1)} * f.req_near + ${num(near2)} * f.req_near2
              + ${num(t.niceSkillWeight)} * (f.nice_met + ${num(near1)} * f.nice_near))
             / ${numParam(spec.required.count + t.niceSkillWeight * spec.nice.count)} end as v_skills,
      ${
        spec.stackCode
          ? sql`${num(t.roleShareWithStack)} * f.role_match + ${num(1 - t.roleShareWithStack)} * (case when f.stack_match then 1::float8 else 0::float8 end)`
          : sql`f.role_match::float8`
      } as v_role_stack,
      greatest(0::float8, 1::float8 - ${num(t.seniorityStepPenalty)} * f.sen_dist) as v_seniority,
      case when f.english_rank is null then ${num(t.unknownCredit / 2)}
        else least(1::float8, greatest(0::float8, ${num(t.englishBase)} + ${num(t.englishStep)} * (f.english_rank - ${intParam(spec.minEnglishRank)}))) end as v_english,
      case when f.salary_monthly_usd is null then ${num(t.unknownCredit)}
        when f.salary_monthly_usd <= ${intParam(spec.budgetMonthlyUsd)} then 1::float8
        else greatest(0::float8, 1::float8 - ${num(t.salaryOverSlope)} * (f.salary_monthly_usd - ${intParam(spec.budgetMonthlyUsd)})::float8 / ${numParam(Math.max(1, spec.budgetMonthlyUsd))}) end as v_salary,
      ${num(t.availabilityDateShare)} * (case when f.avail_weeks is null then ${num(t.unknownCredit)}
          else greatest(0::float8, 1::float8 - f.avail_weeks / ${num(t.availabilityHorizonWeeks)}) end)
        + ${num(1 - t.availabilityDateShare)} * (case f.search_status ${sql.raw(status)} else ${num(t.unknownCredit)} end) as v_availability,
      greatest(0::float8, 1::float8 - f.active_days::float8 / ${num(t.activityHorizonDays)}) as v_activity
    from (${facts}) f`;
  return sql`
    select v.*, round(10000::float8 * (
        ${num(w.skills)} * v.v_skills + ${num(w.role_stack)} * v.v_role_stack
      + ${num(w.seniority)} * v.v_seniority + ${num(w.english)} * v.v_english
      + ${num(w.salary)} * v.v_salary + ${num(w.availability)} * v.v_availability
      + ${num(w.activity)} * v.v_activity)) / 10000::float8 as score
    from (${values}) v`;
}

interface RankPageInput {
  spec: MatchSpec;
  tuning: MatchTuning;
  includeExcluded: boolean;
  after?: MatchAfter | undefined;
  limit: number;
}

/**
 * One page of an offer's ranking, best first: eligible developers, then (with
 * `includeExcluded`) the excluded ones. Only the page is joined to names and the pipeline.
 *
 * Eligible-only pages are exact top-k with bounds (decision 0039): a narrow seed (role,
 * seniority and every skill at the minimum, read through indexes) gives the k-th score T of
 * a subset, so the true k-th score is at least T; then only developers whose upper bound
 * reaches T are scored: those holding enough of the offer's skills to get there (GIN `@@`)
 * and whose other criteria, with perfect skills, reach T (cheap scalar filter).
 */
export async function rankDevelopers(db: Executor, input: RankInput): Promise<RankedRow[]> {
  // Named developers are index lookups: no scan to keep serial, no transaction needed.
  if (input.developerIds) return rankIn(db, input);
  if (input.index && !input.reference) {
    const rows = await rankFromIndex(db, input, input.index);
    if (rows) return rows;
  }
  // Serial plans only: on PostgreSQL, starting parallel workers took ~150 ms on the 2-core
  // machine while each worker's share of a ranking took 15–25 ms (EXPLAIN ANALYZE; ADR 0039).
  // Plans made for each run's values: a named statement's generic plan (ADR 0045) ranked
  // slower here (p95 76 → 96 ms at 100k).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('plan_cache_mode', 'force_custom_plan', true)`,
    );
    return rankIn(tx, input);
  });
}

/** `talent_profiles tp` rows of these developers. */
export const developerIdIn = (ids: string[]) =>
  sql`tp.developer_id = any(${`{${ids.join(",")}}`}::uuid[])`;

/**
 * The page picked by the in-memory index (ADR 0044), then read, scored and explained by the
 * same SQL as every other page, for those developers only. Undefined (rank in SQL) when the
 * index is not ready, or when the database scores the page differently: a write landed
 * between the index's sync and the page read.
 */
async function rankFromIndex(
  db: Executor,
  input: RankPageInput,
  index: MatchIndex,
): Promise<RankedRow[] | undefined> {
  const today = await index.sync(db);
  if (today === undefined) return undefined;
  const picked = index.rank({ ...input, today });
  if (picked.length === 0) return [];
  const ids = developerIdIn(picked.map((p) => p.developerId));
  // No LIMIT: the ids are the page. A `limit $n` made PostgreSQL cost the shared plan as if
  // a tenth of the table came back, so it planned every run anew (ADR 0047).
  const rows = await rankPage(
    db,
    { ...input, includeExcluded: true, after: undefined, limit: picked.length },
    ids,
    undefined,
    { named: true },
  );
  const same =
    rows.length === picked.length &&
    rows.every(
      (r, i) =>
        r.developer_id === picked[i]!.developerId &&
        Number(r.score) === picked[i]!.score &&
        r.excluded === picked[i]!.excluded,
    );
  if (same) return rows;
  index.noteMismatch();
  return undefined;
}

type RankInput = RankPageInput & {
  /** An in-memory index to pick the page with (ADR 0044); SQL alone without it. */
  index?: MatchIndex | undefined;
  /** Score only these developers (tests, a single developer's explanation). */
  developerIds?: string[] | undefined;
  /** Rank the whole pool without the bounded shortcut (tests compare both). */
  reference?: boolean | undefined;
};

async function rankIn(db: Executor, input: RankInput): Promise<RankedRow[]> {
  if (input.developerIds) {
    return rankPage(db, input, developerIdIn(input.developerIds));
  }
  if (input.includeExcluded || input.reference) return rankPage(db, input, undefined);
  const { spec, tuning: t } = input;
  const groups = skillGroups(spec, t);
  const seeded = await seedPage(db, input, groups);
  if (!seeded) return rankPage(db, input, undefined);
  const floor = Number(seeded.rows[seeded.rows.length - 1]!.score);
  const w = t.weights;
  const rest = totalWeight(t) - w.skills;
  const skillQuery = minSkillQuery(spec, t, groups, (floor - BOUND_EPSILON - rest) / w.skills);
  const needs = scalarNeeds(spec, t, floor);
  // Everyone who could reach the floor was in the seed: its page is the answer.
  const seed = seeded.seed;
  if (
    !seed.skills &&
    (!seed.role || needs.roles?.every((r) => r === spec.techRole)) &&
    (!seed.seniority ||
      (needs.seniority &&
        needs.seniority[0] >= spec.seniorityMin &&
        needs.seniority[1] <= spec.seniorityMax))
  )
    return seeded.rows;
  const bound = sql`${num(w.role_stack)} * s.v_role_stack + ${num(w.seniority)} * s.v_seniority
    + ${num(w.english)} * s.v_english + ${num(w.salary)} * s.v_salary
    + ${num(w.availability)} * s.v_availability + ${num(w.activity)} * s.v_activity
    >= ${num(floor - BOUND_EPSILON - w.skills)}`;
  const where: SQL[] = [];
  if (skillQuery) where.push(sql`tp.skill_codes @@ ${skillQuery}::query_int`);
  if (needs.roles) where.push(sql`tp.tech_role = any(${texts(needs.roles)})`);
  if (needs.seniority) {
    const [lo, hi] = needs.seniority;
    where.push(sql`tp.seniority_rank between ${int(lo)} and ${int(hi)}`);
  }
  return rankPage(db, input, where.length ? sql.join(where, sql` and `) : undefined, bound);
}

interface Seed {
  role: boolean;
  seniority: boolean;
  skills: string | null;
}

/**
 * The page ranked within the first seed holding a full page (narrowest first): its last score
 * is a floor for the true page's. Undefined when no seed holds a full page.
 */
async function seedPage(db: Executor, input: RankPageInput, groups: SkillGroup[]) {
  const { spec } = input;
  const all = allFullQuery(groups);
  const required = allFullQuery(groups.filter((g) => g.required)) ?? all;
  const seeds: Seed[] = [
    { role: true, seniority: true, skills: all },
    { role: true, seniority: false, skills: required },
  ];
  if (required) seeds.push({ role: false, seniority: false, skills: required });
  for (const seed of seeds) {
    const where: SQL[] = [];
    if (seed.role) where.push(sql`tp.tech_role = ${spec.techRole}`);
    if (seed.seniority) {
      where.push(
        sql`tp.seniority_rank between ${int(spec.seniorityMin)} and ${int(spec.seniorityMax)}`,
      );
    }
    if (seed.skills) where.push(sql`tp.skill_codes @@ ${seed.skills}::query_int`);
    const rows = await rankPage(db, input, sql.join(where, sql` and `));
    if (rows.length === input.limit) return { rows, seed };
  }
  return undefined;
}

function pageFilters(input: RankPageInput): SQL[] {
  const { after } = input;
  const filters: SQL[] = [];
  if (!input.includeExcluded) filters.push(sql`not s.excluded`);
  if (after) {
    filters.push(
      sql`(s.excluded::int, -s.score, s.developer_id) > (${after.excluded ? 1 : 0}, ${-after.score}::float8, ${after.developerId}::uuid)`,
    );
  }
  return filters;
}

async function rankPage(
  db: Executor,
  input: RankPageInput,
  where: SQL | undefined,
  bound?: SQL,
  /** `where` names the page's developers: no LIMIT. */
  { named = false } = {},
): Promise<RankedRow[]> {
  const { spec, tuning, limit } = input;
  const filters = pageFilters(input);
  if (bound) filters.push(bound);
  const result = await db.execute(sql`
    with s as (${scoredRows(spec, tuning, where)}),
    page as (
      select * from s ${filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
      order by s.excluded::int, -s.score, s.developer_id
      ${named ? sql`` : sql`limit ${limit}`}
    )
    select page.*, d.hashed_id, d.first_name, d.last_name, st.name as stack_name,
      c.id as candidate_id, c.status as candidate_status
    from page
    join developers d on d.id = page.developer_id
    left join stacks st on st.code = page.main_stack_code
    left join candidates c on c.offer_id = ${spec.offerId}::uuid and c.developer_id = page.developer_id
    order by page.excluded::int, -page.score, page.developer_id`);
  return rowsOf<RankedRow>(result);
}

/** `skills.num` for skill ids (the API encodes offer skills with it). */
export async function skillNumbers(db: Executor, skillIds: string[]) {
  if (skillIds.length === 0) return new Map<string, number>();
  const result = await db.execute(
    sql`select id, num from skills where id = any(${`{${skillIds.join(",")}}`}::uuid[])`,
  );
  const rows = rowsOf<{ id: string; num: number }>(result);
  return new Map(rows.map((r) => [r.id, r.num]));
}
