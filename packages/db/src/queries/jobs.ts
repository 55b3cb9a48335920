import type { MainSkillCategory } from "@encaja/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { PLANNED_PER_RUN } from "../client/prepared-statements";
import { offers } from "../schema";
import { asParam, Bindings, textArray, uuidArray } from "./compiled";
import { type Executor, rowsOf } from "./executor";
import { selectTextPage } from "./jobs-relevance";
import type { KeysetAfter } from "./keyset";
import { boardColumns, selectOfferPage, textQuery, withOfferSkills } from "./offers";
import { prefixQuery, searchWords, wordsShape } from "./search-text";

export interface JobSearch {
  q?: string | undefined;
  techRoles?: MainSkillCategory[] | undefined;
  seniorities?: string[] | undefined;
  modalities?: string[] | undefined;
  country?: string | undefined;
  /** Offers needing any of these skills (ids, not codes: see `boardConditions`). */
  skillIds?: string[] | undefined;
  salaryMinMonthlyUsd?: number | undefined;
  after?: KeysetAfter | undefined;
  direction: "ASC" | "DESC";
  limit: number;
  /** Offers a text search walks in date order per relevance band (tests shrink it; ADR 0065). */
  windowRows?: number | undefined;
}

type BoardFacet = "techRole" | "seniority" | "modality" | "country" | "skill";
type BoardSearch = Omit<JobSearch, "after" | "direction" | "limit" | "windowRows">;

/**
 * Only open offers listed on the board; every other filter narrows that. The multi-select
 * filters are apart (`facets`) so each facet can be counted without its own filter; `filters`
 * are the other conditions but the text. Each value goes in through `bind`, in a fixed order,
 * and `shape` names the conditions present: together they make the statement's text.
 */
function boardConditions(search: BoardSearch, bind = asParam) {
  // Constants, not values: a generic plan can then read the board's partial indexes too.
  const listed = [sql`${offers.status} = 'open' and ${offers.isPublic}`];
  const text = search.q ? [sql`${offers.searchVector} @@ ${textQuery(search.q, bind)}`] : [];
  const filters: SQL[] = [];
  const facets: Partial<Record<BoardFacet, SQL>> = {};
  const texts = (values: string[]) => sql`${bind(textArray(values))}::text[]`;
  if (search.techRoles?.length)
    facets.techRole = sql`${offers.techRole} = any(${texts(search.techRoles)})`;
  if (search.seniorities?.length)
    facets.seniority = sql`${offers.seniorities} && ${texts(search.seniorities)}`;
  if (search.modalities?.length)
    facets.modality = sql`${offers.modalities} && ${texts(search.modalities)}`;
  if (search.country) {
    facets.country = sql`(${offers.countries} = '{}'::text[] or ${offers.countries} @> ${texts([search.country])})`;
  }
  if (search.skillIds) {
    // Planned for its ids on every run, from the column's statistics: how common the skills
    // are decides between walking the date index to the first page (0.1 ms for React) and
    // reading the skill's offers through its index and sorting them (right for a rare skill,
    // 65 ms for React's 4,340 offers). A subquery on codes, or a generic plan, hides the ids.
    facets.skill = sql`(${sql.raw(PLANNED_PER_RUN)} ${offers.skillIds} && ${bind(uuidArray(search.skillIds))}::uuid[])`;
  }
  if (search.salaryMinMonthlyUsd !== undefined) {
    // Hidden budgets never take part, so filtering cannot reveal them.
    filters.push(
      sql`${offers.showSalary} and ${offers.budgetMaxMonthlyUsd} >= ${bind(search.salaryMinMonthlyUsd)}`,
    );
  }
  const shape = [...Object.keys(facets), ...(filters.length ? ["salary"] : [])].join(",");
  return { common: [...listed, ...text, ...filters], filters, facets, shape };
}

export function boardFilters(search: BoardSearch): SQL[] {
  const { common, facets } = boardConditions(search);
  return [...common, ...Object.values(facets)];
}

/**
 * One page of the public board, each offer with its skills: by date, or with text by relevance
 * first (ADR 0037), read band by band (ADR 0065). Open and public are constants there, so the
 * board's partial indexes serve every plan of the statement.
 */
export async function searchJobs(db: Executor, search: JobSearch) {
  if (!search.q) {
    return selectOfferPage(db, boardFilters(search), search, boardColumns, withOfferSkills);
  }
  const words = searchWords(search.q);
  // No words: the empty query, which matches nothing.
  if (words.length === 0) return [];
  // Bound first in a fixed order, so one shape of search is one statement built once.
  const bindings = new Bindings();
  const { filters, facets, shape } = boardConditions({ ...search, q: undefined }, bindings.bind);
  const anyWord = prefixQuery(words, ["spanish", "english"], "any", bindings.bind);
  return selectTextPage(db, bindings, {
    ...search,
    shape: `${shape}|${wordsShape(words)}`,
    filters: [
      sql`${offers.status} = 'open' and ${offers.isPublic}`,
      ...filters,
      ...Object.values(facets),
    ],
    anyWord,
    allWords: textQuery(words, bindings.bind),
    oneWord: words.every((alternative) => alternative.length === 1),
  });
}

/** A row of the board's page: what `toJob` maps (`boardColumns`, not the whole offer). */
export type JobBoardRow = Awaited<ReturnType<typeof searchJobs>>[number];

export interface FacetRow {
  facet: "total" | "techRole" | "seniority" | "modality" | "country" | "skill";
  value: string | null;
  label: string | null;
  count: number;
}

export const SKILL_FACET_SIZE = 30;

/**
 * Counts over every matching offer in one statement: the offers matching the text and the other
 * filters are read once (an index-only scan of offers_board_facets_idx when there is no text)
 * with a flag per multi-select filter, and each facet counts the rows that pass every filter
 * but its own (standard faceting: picking "senior" still shows how many "semi senior" there
 * are). Skills are counted by id first and only the top ones joined to their names.
 */
export async function jobFacets(db: Executor, search: BoardSearch): Promise<FacetRow[]> {
  const { common, facets } = boardConditions(search);
  const keys: BoardFacet[] = ["techRole", "seniority", "modality", "country", "skill"];
  const flag = (key: BoardFacet) => sql.raw(`m_${key.toLowerCase()}`);
  const flags = sql.join(
    keys.map((key) => sql`${facets[key] ?? sql`true`} as ${flag(key)}`),
    sql`, `,
  );
  const passing = (except?: BoardFacet) =>
    sql.join(keys.filter((key) => key !== except).map(flag), sql` and `);
  const result = await db.execute(sql`
    with f as materialized (
      select tech_role, seniorities, modalities, countries, skill_ids, ${flags}
      from ${offers} where ${and(...common)}
    ), top_skills as (
      select v as id, count(*)::int as n from f, unnest(skill_ids) v where ${passing("skill")}
      group by v order by n desc, v limit ${SKILL_FACET_SIZE}
    )
    select 'total' as facet, null as value, null as label, count(*)::int as count from f
      where ${passing()}
    union all
    select 'techRole', tech_role, null, count(*)::int from f where ${passing("techRole")}
      group by tech_role
    union all
    select 'seniority', v, null, count(*)::int from f, unnest(seniorities) v
      where ${passing("seniority")} group by v
    union all
    select 'modality', v, null, count(*)::int from f, unnest(modalities) v
      where ${passing("modality")} group by v
    union all
    select 'country', v, null, count(*)::int from f, unnest(countries) v
      where ${passing("country")} group by v
    union all
    select 'skill', s.code, s.name, t.n from top_skills t join skills s on s.id = t.id`);
  return rowsOf<FacetRow>(result);
}

/** Ids and publication times of open public offers, newest first (the sitemap's job URLs). */
export function listSitemapJobs(db: Executor, limit: number) {
  return db
    .select({ id: offers.id, publishedAt: offers.publishedAt })
    .from(offers)
    .where(and(eq(offers.status, "open"), eq(offers.isPublic, true)))
    .orderBy(desc(offers.publishedAt), desc(offers.id))
    .limit(limit);
}
