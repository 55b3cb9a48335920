import { prefixQuery } from "@encaja/db/queries";
import { type SQL, sql } from "drizzle-orm";
import { ints, texts } from "../ranking/sql-literals";

/** Talent search's filters as SQL over `talent_profiles tp`, for its pages and facets. */

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

/** Word-prefix query over skills, stack and role (simple) and the bio (Spanish, English). */
export const talentTextQuery = (q: string) => prefixQuery(q, ["simple", "spanish", "english"]);

/** Word-prefix query over first and last names (staff only). */
export const talentNameQuery = (q: string) => prefixQuery(q, ["simple"]);

const nameMatch = (q: string) => sql`tp.name_vector @@ ${talentNameQuery(q)}`;

/** The text matches the weight-A part of the vector (skills, main stack, tech role) or a name. */
export const strongMatch = (f: TalentFilters & { q: string }) => {
  const strong = sql`ts_filter(tp.search_vector, '{a}') @@ ${talentTextQuery(f.q)}`;
  return f.names ? sql`(${strong} or ${nameMatch(f.q)})` : strong;
};

export type TalentFacet =
  | "techRole"
  | "seniority"
  | "english"
  | "modality"
  | "country"
  | "searchStatus";
export const talentFacetKeys: TalentFacet[] = [
  "techRole",
  "seniority",
  "english",
  "modality",
  "country",
  "searchStatus",
];

/** The filters, with the multi-select ones apart so each facet can be counted without its own. */
export function talentConditions(f: TalentFilters) {
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

export function talentWhere(f: TalentFilters): SQL[] {
  const { common, facets } = talentConditions(f);
  return [...common, ...Object.values(facets)];
}

export const whereOf = (parts: SQL[]) =>
  parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
