import { type SQL, sql } from "drizzle-orm";
import type { MatchIndex, TextQueries } from "../matching-index";
import type { FacetCounts } from "../matching-index/facets";
import { type Executor, rowsOf } from "./executor";
import { prefixQuery } from "./search-text";

/** Talent search filters, already encoded by the API (ranks are enum indexes). */
export interface TalentFilters {
  q?: string | undefined;
  /** Whether `q` also matches first and last names (staff only: customers do not see names). */
  names?: boolean | undefined;
  techRoles?: string[] | undefined;
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

/**
 * Where the previous page ended. `tier` is 1 for developers whose skills, stack or role match
 * the text (and for every match without text), 0 for bio-only matches; `activeAtMicros` is
 * `last_active_at` in microseconds since the epoch (exact in a JS number until the year 2255).
 */
export interface TalentAfter {
  tier: 0 | 1;
  activeAtMicros: number;
  developerId: string;
}

const ints = (v: number[]) => sql`${`{${v.join(",")}}`}::int[]`;
const texts = (v: string[]) =>
  sql`${`{${v.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`;

/** Word-prefix query over skills, stack and role (simple) and the bio (Spanish, English). */
export const talentTextQuery = (q: string) => prefixQuery(q, ["simple", "spanish", "english"]);

/** Word-prefix query over first and last names (staff only). */
const talentNameQuery = (q: string) => prefixQuery(q, ["simple"]);

const nameMatch = (q: string) => sql`tp.name_vector @@ ${talentNameQuery(q)}`;

/** The text matches the weight-A part of the vector (skills, main stack, tech role) or a name. */
const strongMatch = (f: TalentFilters & { q: string }) => {
  const strong = sql`ts_filter(tp.search_vector, '{a}') @@ ${talentTextQuery(f.q)}`;
  return f.names ? sql`(${strong} or ${nameMatch(f.q)})` : strong;
};

type TalentFacet = "techRole" | "seniority" | "english" | "modality" | "country" | "searchStatus";
const talentFacetKeys: TalentFacet[] = [
  "techRole",
  "seniority",
  "english",
  "modality",
  "country",
  "searchStatus",
];

/** The filters, with the multi-select ones apart so each facet can be counted without its own. */
function talentConditions(f: TalentFilters) {
  const common: SQL[] = [];
  const facets: Partial<Record<TalentFacet, SQL>> = {};
  if (f.q) {
    const text = sql`tp.search_vector @@ ${talentTextQuery(f.q)}`;
    common.push(f.names ? sql`(${text} or ${nameMatch(f.q)})` : text);
  }
  for (const codes of f.skillCodeSets ?? []) common.push(sql`tp.skill_codes && ${ints(codes)}`);
  if (f.techRoles?.length) facets.techRole = sql`tp.tech_role = any(${texts(f.techRoles)})`;
  if (f.seniorityRanks?.length)
    facets.seniority = sql`tp.seniority_rank = any(${ints(f.seniorityRanks)})`;
  if (f.englishRanks?.length || f.englishUnknown) {
    facets.english = sql`(tp.english_rank = any(${ints(f.englishRanks ?? [])}) ${f.englishUnknown ? sql`or tp.english_rank is null` : sql``})`;
  }
  if (f.modalityMask) facets.modality = sql`(tp.modality_mask & ${f.modalityMask}) <> 0`;
  if (f.countries?.length) facets.country = sql`tp.country_code = any(${texts(f.countries)})`;
  if (f.searchStatuses?.length)
    facets.searchStatus = sql`tp.search_status = any(${texts(f.searchStatuses)})`;
  if (f.salaryMax !== undefined) common.push(sql`tp.salary_monthly_usd <= ${f.salaryMax}`);
  if (f.availableBy) common.push(sql`tp.available_from <= ${f.availableBy}::date`);
  if (f.approvedOnly) common.push(sql`tp.approval = 'approved'`);
  return { common, facets };
}

function talentWhere(f: TalentFilters): SQL[] {
  const { common, facets } = talentConditions(f);
  return [...common, ...Object.values(facets)];
}

const whereOf = (parts: SQL[]) =>
  parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;

export interface TalentRow {
  developer_id: string;
  tier: 0 | 1;
  active_at_micros: number;
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

/** How many developers match, per tier (from the facet counts; slightly stale is fine). */
export interface TalentTierCounts {
  strong: number;
  weak: number;
}

/**
 * Up to this many matches a tier is read whole and sorted (cheap through the GIN indexes);
 * beyond it the activity index is walked backwards until the page is full, which touches about
 * `limit × pool / matches` rows. Choosing by the known count keeps the planner from walking the
 * whole index for a rare term it estimates as common.
 */
export const TALENT_WALK_MIN_MATCHES = 5000;

/**
 * One page of talent: developers whose skills, stack or role match the text first, then
 * bio-only matches; within each tier the most recently active first, then by id. Without text
 * every match is in the first tier. Only the page is joined to names.
 */
export async function searchTalent(
  db: Executor,
  input: {
    filters: TalentFilters;
    after?: TalentAfter | undefined;
    limit: number;
    counts: TalentTierCounts;
  },
): Promise<TalentRow[]> {
  const { filters, after, counts } = input;
  const tiers = (filters.q ? ([1, 0] as const) : ([1] as const)).filter(
    (tier) => !after || tier <= after.tier,
  );
  const walk = (tier: 0 | 1) =>
    (tier === 1 ? counts.strong : counts.weak) > TALENT_WALK_MIN_MATCHES;
  // A walked first tier nearly always fills the page: read the second only when it runs out.
  // Otherwise both tiers go in one statement.
  const batches = tiers[0] === 1 && walk(1) ? [[1 as const], tiers.slice(1)] : [tiers];
  const rows: TalentRow[] = [];
  for (const batch of batches) {
    const limit = input.limit - rows.length;
    if (batch.length === 0 || limit <= 0) continue;
    rows.push(...(await readTiers(db, { filters, tiers: batch, after, limit, walk })));
  }
  return rows;
}

async function readTiers(
  db: Executor,
  input: {
    filters: TalentFilters;
    tiers: ReadonlyArray<0 | 1>;
    after: TalentAfter | undefined;
    limit: number;
    walk: (tier: 0 | 1) => boolean;
  },
): Promise<TalentRow[]> {
  const { filters, after, limit } = input;
  const ctes: SQL[] = [];
  const branches = input.tiers.map((tier) => {
    const where = talentWhere(filters);
    if (filters.q) {
      const strong = strongMatch({ ...filters, q: filters.q });
      where.push(tier === 1 ? strong : sql`not ${strong}`);
    }
    if (after && after.tier === tier) {
      where.push(
        sql`(tp.last_active_at, tp.developer_id) < (timestamptz 'epoch' + ${after.activeAtMicros}::bigint * interval '1 microsecond', ${after.developerId}::uuid)`,
      );
    }
    const order = sql`order by last_active_at desc, developer_id desc limit ${limit}`;
    if (input.walk(tier)) {
      return sql`(select tp.developer_id, tp.last_active_at, ${tier}::int as tier
        from talent_profiles tp ${whereOf(where)} ${order})`;
    }
    // Materialised, so the planner reads every match through the indexes and cannot walk.
    const name = sql.raw(`matches_${tier}`);
    ctes.push(sql`${name} as materialized (select tp.developer_id, tp.last_active_at
      from talent_profiles tp ${whereOf(where)})`);
    return sql`(select developer_id, last_active_at, ${tier}::int as tier from ${name} ${order})`;
  });
  ctes.push(sql`page as (${sql.join(branches, sql` union all `)})`);
  const result = await db.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    select tp.developer_id, page.tier,
      ((extract(epoch from tp.last_active_at) * 1000000)::bigint)::float8 as active_at_micros,
      tp.tech_role, tp.main_stack_code, tp.seniority_rank, tp.english_rank, tp.country_code,
      tp.modality_mask, tp.search_status, tp.salary_monthly_usd, tp.available_from::text,
      tp.skill_codes, d.hashed_id, d.first_name, d.last_name, d.photo_url, st.name as stack_name
    from page
    join talent_profiles tp on tp.developer_id = page.developer_id
    join developers d on d.id = page.developer_id
    left join stacks st on st.code = tp.main_stack_code
    order by page.tier desc, page.last_active_at desc, page.developer_id desc
    limit ${limit}`);
  return rowsOf<TalentRow>(result);
}

export interface TalentFacetRow {
  /** `strong`: matches in the first tier (see `searchTalent`). */
  facet: "total" | "strong" | TalentFacet | "skill";
  value: string | null;
  label: string | null;
  count: number;
}

export const TALENT_SKILL_FACET_SIZE = 30;

/**
 * Facet counts over every match (and the first tier's size), in one statement. Matches of the
 * text and the other filters are read once with a flag per multi-select filter; each facet
 * counts the rows passing every filter but its own (ADR 0037). Skills are AND-ed minimums,
 * so their counts keep every filter.
 */
export async function talentFacets(
  db: Executor,
  filters: TalentFilters,
  index?: MatchIndex,
): Promise<TalentFacetRow[]> {
  // Every filter is a column the ranking index holds (ADR 0044), and text its lexemes (ADR 0046).
  if (index && (index.text || !filters.q) && (await index.sync(db)) !== undefined) {
    const text = filters.q ? await compiledText(db, { ...filters, q: filters.q }) : undefined;
    const counts = index.facetCounts(filters, TALENT_SKILL_FACET_SIZE, text);
    if (counts) return facetRowsOf(db, counts);
  }
  const { common, facets } = talentConditions(filters);
  const flag = (key: TalentFacet) => sql.raw(`m_${key.toLowerCase()}`);
  const flags = sql.join(
    talentFacetKeys.map((key) => sql`${facets[key] ?? sql`true`} as ${flag(key)}`),
    sql`, `,
  );
  const passing = (except?: TalentFacet) =>
    sql.join(talentFacetKeys.filter((key) => key !== except).map(flag), sql` and `);
  const result = await db.execute(sql`
    with f as materialized (
      select tech_role, seniority_rank, english_rank, modality_mask, country_code, search_status,
        skill_codes, ${filters.q ? strongMatch({ ...filters, q: filters.q }) : sql`true`} as strong,
        ${flags}
      from talent_profiles tp ${whereOf(common)}
    ), top_skills as (
      select v >> 3 as num, count(*)::int as n from f, unnest(f.skill_codes) v where ${passing()}
      group by v >> 3 order by n desc, num limit ${TALENT_SKILL_FACET_SIZE}
    )
    select 'total' as facet, null as value, null as label, count(*)::int as count from f
      where ${passing()}
    union all
    select 'strong', null, null, (count(*) filter (where strong))::int from f where ${passing()}
    union all
    select 'techRole', tech_role, null, count(*)::int from f where ${passing("techRole")}
      group by tech_role
    union all
    select 'seniority', seniority_rank::text, null, count(*)::int from f
      where ${passing("seniority")} group by seniority_rank
    union all
    select 'english', coalesce(english_rank, 0)::text, null, count(*)::int from f
      where ${passing("english")} group by coalesce(english_rank, 0)
    union all
    select 'modality', m::text, null, count(*)::int from f, generate_series(0, 3) m
      where (modality_mask >> m) & 1 = 1 and ${passing("modality")} group by m
    union all
    select 'country', country_code, null, count(*)::int from f
      where country_code is not null and ${passing("country")} group by country_code
    union all
    select 'searchStatus', search_status, null, count(*)::int from f
      where search_status is not null and ${passing("searchStatus")} group by search_status
    union all
    select 'skill', s.id::text, s.name, t.n from top_skills t join skills s on s.num = t.num`);
  return rowsOf<TalentFacetRow>(result);
}

/** The tsqueries a text filter compiles to (stemmed, stop words dropped), as text. */
async function compiledText(db: Executor, f: TalentFilters & { q: string }): Promise<TextQueries> {
  const names = f.names ? sql`(${talentNameQuery(f.q)})::text` : sql`null`;
  const result = await db.execute(
    sql`select (${talentTextQuery(f.q)})::text as search, ${names} as names`,
  );
  return rowsOf<TextQueries>(result)[0]!;
}

async function facetRowsOf(db: Executor, { counts, topSkills }: FacetCounts) {
  const names = await skillsByNumber(
    db,
    topSkills.map((s) => s.num),
  );
  const rows: TalentFacetRow[] = counts.map((c) => ({ ...c, label: null }));
  for (const { num, count } of topSkills) {
    const skill = names.get(num);
    if (skill) rows.push({ facet: "skill", value: skill.id, label: skill.name, count });
  }
  return rows;
}

/** Skill names by `skills.num` (to render cards' skills). */
export async function skillsByNumber(db: Executor, nums: number[]) {
  if (nums.length === 0) return new Map<number, { id: string; name: string }>();
  const result = await db.execute(
    sql`select num, id, name from skills where num = any(${ints([...new Set(nums)])})`,
  );
  const rows = rowsOf<{ num: number; id: string; name: string }>(result);
  return new Map(rows.map((r) => [r.num, { id: r.id, name: r.name }]));
}
