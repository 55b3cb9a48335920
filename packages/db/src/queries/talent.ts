import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "./executor";

/** Talent search filters, already encoded by the API (ranks are enum indexes). */
export interface TalentFilters {
  q?: string | undefined;
  /** Each entry: the acceptable `skill_codes` of one skill (at or above the minimum level). */
  skillCodeSets?: number[][] | undefined;
  seniorityRanks?: number[] | undefined;
  englishRanks?: number[] | undefined;
  /** Whether an unstated English level matches (the `none` group). */
  englishUnknown?: boolean | undefined;
  modalityMask?: number | undefined;
  countries?: string[] | undefined;
  searchStatuses?: string[] | undefined;
  salaryMax?: number | undefined;
  availableBy?: string | undefined;
  /** Customers only see approved profiles. */
  approvedOnly?: boolean | undefined;
}

export interface TalentAfter {
  key: number | string;
  developerId: string;
}

const ints = (v: number[]) => sql`${`{${v.join(",")}}`}::int[]`;
const texts = (v: string[]) =>
  sql`${`{${v.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`;

export const talentTextQuery = (q: string) =>
  sql`(websearch_to_tsquery('simple', encaja_unaccent(${q})) || websearch_to_tsquery('spanish', encaja_unaccent(${q})) || websearch_to_tsquery('english', encaja_unaccent(${q})))`;

function talentWhere(f: TalentFilters): SQL[] {
  const where: SQL[] = [];
  if (f.q) where.push(sql`tp.search_vector @@ ${talentTextQuery(f.q)}`);
  for (const codes of f.skillCodeSets ?? []) where.push(sql`tp.skill_codes && ${ints(codes)}`);
  if (f.seniorityRanks?.length) where.push(sql`tp.seniority_rank = any(${ints(f.seniorityRanks)})`);
  if (f.englishRanks?.length || f.englishUnknown) {
    where.push(
      sql`(tp.english_rank = any(${ints(f.englishRanks ?? [])}) ${f.englishUnknown ? sql`or tp.english_rank is null` : sql``})`,
    );
  }
  if (f.modalityMask) where.push(sql`(tp.modality_mask & ${f.modalityMask}) <> 0`);
  if (f.countries?.length) where.push(sql`tp.country_code = any(${texts(f.countries)})`);
  if (f.searchStatuses?.length) where.push(sql`tp.search_status = any(${texts(f.searchStatuses)})`);
  if (f.salaryMax !== undefined) where.push(sql`tp.salary_monthly_usd <= ${f.salaryMax}`);
  if (f.availableBy) where.push(sql`tp.available_from <= ${f.availableBy}::date`);
  if (f.approvedOnly) where.push(sql`tp.approval = 'approved'`);
  return where;
}

const whereOf = (parts: SQL[]) =>
  parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;

export interface TalentRow {
  developer_id: string;
  sort_key: number | string;
  rank: number | null;
  tech_role: string;
  main_stack_code: string | null;
  seniority_rank: number;
  english_rank: number | null;
  country_code: string | null;
  modality_mask: number;
  search_status: string | null;
  salary_monthly_usd: number | null;
  available_from: string | null;
  skill_codes: number[];
  hashed_id: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  stack_name: string | null;
}

/**
 * One page of talent: by full-text rank (with `q`) or by most recent activity, then id.
 * Only the page is joined to names.
 */
export async function searchTalent(
  db: Executor,
  input: { filters: TalentFilters; after?: TalentAfter | undefined; limit: number },
): Promise<TalentRow[]> {
  const { filters, after } = input;
  const where = talentWhere(filters);
  const key = filters.q
    ? sql`ts_rank(tp.search_vector, ${talentTextQuery(filters.q)})::float8`
    : sql`extract(epoch from tp.last_active_at)::float8`;
  if (after) {
    where.push(
      sql`(${key}, tp.developer_id) < (${Number(after.key)}::float8, ${after.developerId}::uuid)`,
    );
  }
  const result = await db.execute(sql`
    with page as (
      select tp.*, ${key} as sort_key from talent_profiles tp ${whereOf(where)}
      order by ${key} desc, tp.developer_id desc
      limit ${input.limit}
    )
    select page.developer_id, page.sort_key, ${filters.q ? sql`page.sort_key` : sql`null::float8`} as rank,
      page.tech_role, page.main_stack_code, page.seniority_rank, page.english_rank, page.country_code,
      page.modality_mask, page.search_status, page.salary_monthly_usd, page.available_from::text,
      page.skill_codes, d.hashed_id, d.first_name, d.last_name, d.photo_url, st.name as stack_name
    from page
    join developers d on d.id = page.developer_id
    left join stacks st on st.code = page.main_stack_code
    order by page.sort_key desc, page.developer_id desc`);
  return (result as unknown as { rows: TalentRow[] }).rows;
}

export interface TalentFacetRow {
  facet: "total" | "seniority" | "english" | "modality" | "country" | "searchStatus" | "skill";
  value: string | null;
  label: string | null;
  count: number;
}

export const TALENT_SKILL_FACET_SIZE = 30;

/** Facet counts over every match, in one statement. */
export async function talentFacets(
  db: Executor,
  filters: TalentFilters,
): Promise<TalentFacetRow[]> {
  const result = await db.execute(sql`
    with f as materialized (
      select seniority_rank, english_rank, modality_mask, country_code, search_status, skill_codes
      from talent_profiles tp ${whereOf(talentWhere(filters))}
    ), top_skills as (
      select v >> 3 as num, count(*)::int as n from f, unnest(f.skill_codes) v
      group by v >> 3 order by n desc, num limit ${TALENT_SKILL_FACET_SIZE}
    )
    select 'total' as facet, null as value, null as label, count(*)::int as count from f
    union all
    select 'seniority', seniority_rank::text, null, count(*)::int from f group by seniority_rank
    union all
    select 'english', coalesce(english_rank, 0)::text, null, count(*)::int from f group by coalesce(english_rank, 0)
    union all
    select 'modality', m::text, null, count(*)::int from f, generate_series(0, 3) m
      where (modality_mask >> m) & 1 = 1 group by m
    union all
    select 'country', country_code, null, count(*)::int from f where country_code is not null group by country_code
    union all
    select 'searchStatus', search_status, null, count(*)::int from f where search_status is not null group by search_status
    union all
    select 'skill', s.id::text, s.name, t.n from top_skills t join skills s on s.num = t.num`);
  return (result as unknown as { rows: TalentFacetRow[] }).rows;
}

/** Skill names by `skills.num` (to render cards' skills). */
export async function skillsByNumber(db: Executor, nums: number[]) {
  if (nums.length === 0) return new Map<number, { id: string; name: string }>();
  const result = await db.execute(
    sql`select num, id, name from skills where num = any(${ints([...new Set(nums)])})`,
  );
  const rows = (result as unknown as { rows: Array<{ num: number; id: string; name: string }> })
    .rows;
  return new Map(rows.map((r) => [r.num, { id: r.id, name: r.name }]));
}
