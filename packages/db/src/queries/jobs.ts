import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { offers } from "../schema";
import type { Executor } from "./executor";
import { type KeysetAfter, selectOfferPage, textQuery } from "./offers";

export interface JobSearch {
  q?: string | undefined;
  techRoles?: string[] | undefined;
  seniorities?: string[] | undefined;
  modalities?: string[] | undefined;
  country?: string | undefined;
  skillCodes?: string[] | undefined;
  salaryMinMonthlyUsd?: number | undefined;
  after?: KeysetAfter | undefined;
  direction: "ASC" | "DESC";
  limit: number;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Only open offers listed on the board; every other filter narrows that. */
export function boardFilters(search: Omit<JobSearch, "after" | "direction" | "limit">): SQL[] {
  const where: SQL[] = [eq(offers.status, "open"), eq(offers.isPublic, true)];
  if (search.q) where.push(sql`${offers.searchVector} @@ ${textQuery(search.q)}`);
  if (search.techRoles?.length) where.push(inArray(offers.techRole, search.techRoles));
  if (search.seniorities?.length)
    where.push(sql`${offers.seniorities} && ${textArray(search.seniorities)}`);
  if (search.modalities?.length)
    where.push(sql`${offers.modalities} && ${textArray(search.modalities)}`);
  if (search.country) {
    where.push(
      sql`(${offers.countries} = '{}'::text[] or ${offers.countries} @> ${textArray([search.country])})`,
    );
  }
  if (search.skillCodes?.length) {
    where.push(
      sql`${offers.skillIds} && array(select id from skills where code = any(${textArray(search.skillCodes)}))`,
    );
  }
  if (search.salaryMinMonthlyUsd !== undefined) {
    // Hidden budgets never take part, so filtering cannot reveal them.
    where.push(
      sql`${offers.showSalary} and ${offers.budgetMaxMonthlyUsd} >= ${search.salaryMinMonthlyUsd}`,
    );
  }
  return where;
}

/** One page of the public board. */
export async function searchJobs(db: Executor, search: JobSearch) {
  return selectOfferPage(db, boardFilters(search), search);
}

export interface FacetRow {
  facet: "total" | "techRole" | "seniority" | "modality" | "country" | "skill";
  value: string | null;
  label: string | null;
  count: number;
}

export const SKILL_FACET_SIZE = 30;

/**
 * Counts over every matching offer in one statement: the matches are read once (an index-only
 * scan of offers_board_facets_idx when there is no text), unnested per facet; skills are
 * counted by id first and only the top ones joined to their names.
 */
export async function jobFacets(
  db: Executor,
  search: Omit<JobSearch, "after" | "direction" | "limit">,
): Promise<FacetRow[]> {
  const where = and(...boardFilters(search));
  const result = await db.execute(sql`
    with f as materialized (
      select tech_role, seniorities, modalities, countries, skill_ids from ${offers} where ${where}
    ), top_skills as (
      select v as id, count(*)::int as n from f, unnest(skill_ids) v
      group by v order by n desc, v limit ${SKILL_FACET_SIZE}
    )
    select 'total' as facet, null as value, null as label, count(*)::int as count from f
    union all
    select 'techRole', tech_role, null, count(*)::int from f group by tech_role
    union all
    select 'seniority', v, null, count(*)::int from f, unnest(seniorities) v group by v
    union all
    select 'modality', v, null, count(*)::int from f, unnest(modalities) v group by v
    union all
    select 'country', v, null, count(*)::int from f, unnest(countries) v group by v
    union all
    select 'skill', s.code, s.name, t.n from top_skills t join skills s on s.id = t.id`);
  return (result as unknown as { rows: FacetRow[] }).rows;
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
