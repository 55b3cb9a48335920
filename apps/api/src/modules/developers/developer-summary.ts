import { englishLevels, type SearchStatus, type Seniority, seniorities } from "@encaja/contracts";
import type { RankedRow, TalentRow } from "@encaja/matching";

/** A developer's main stack, when it has one the catalogue names. */
export const mainStackOf = (code: string | null, name: string | null | undefined) =>
  code && name ? { code, name } : null;

/** The developer columns that both the matching ranking and the talent search select. */
type SummaryColumns = Pick<
  RankedRow & TalentRow,
  | "tech_role"
  | "main_stack_code"
  | "stack_name"
  | "seniority_rank"
  | "english_rank"
  | "country_code"
  | "salary_monthly_usd"
  | "search_status"
>;

/** A ranked or searched developer's profile summary, as matches and talent cards show it. */
export function developerSummaryOf(r: SummaryColumns) {
  return {
    techRole: r.tech_role,
    mainStack: mainStackOf(r.main_stack_code, r.stack_name),
    seniority: seniorities[r.seniority_rank] as Seniority,
    englishLevel: r.english_rank === null ? null : englishLevels[r.english_rank]!,
    country: r.country_code,
    salary: r.salary_monthly_usd === null ? null : { monthlyUsd: r.salary_monthly_usd },
    searchStatus: (r.search_status as SearchStatus | null) ?? null,
  };
}
