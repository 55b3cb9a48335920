import { type Executor, rowsOf, skillsByNumber } from "@encaja/db/queries";
import { sql } from "drizzle-orm";
import type { MatchIndex, TextQueries } from "../matching-index";
import type { FacetCounts } from "../matching-index/facets";
import {
  strongMatch,
  type TalentFacet,
  type TalentFilters,
  talentConditions,
  talentFacetKeys,
  talentNameQuery,
  talentTextQuery,
  whereOf,
} from "./filters";

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
