import {
  type CompanySize,
  companySizes,
  type Industry,
  industries,
  type ProjectType,
  projectTypes,
} from "@encaja/contracts";

/**
 * `talent_profiles.context_codes`: one integer per experience, written by the SQL function
 * `encaja_context_code` (migration 0033) and read here, by the in-memory index and by the
 * explanations:
 *
 *   code = ((key * 2 + current) * 4096) + months
 *   key  = (industry * 8 + size) * 8 + projectType
 *
 * Indexes are contracts' list orders; not stated: industry 63, size 7, project type 7. A
 * finished experience holds its length in months (start and end months included); a current
 * one holds its start month (months since 1970-01) and grows with `today`.
 */

export const NO_INDUSTRY = 63;
export const NO_SIZE = 7;
export const NO_PROJECT_TYPE = 7;
const MONTHS = 4096;

export interface ExperienceContext {
  industry: number;
  size: number;
  projectType: number;
  current: boolean;
  /** Months (finished) or the start month since 1970-01 (current). */
  months: number;
}

export function contextCode(e: ExperienceContext): number {
  const key = (e.industry * 8 + e.size) * 8 + e.projectType;
  return (key * 2 + (e.current ? 1 : 0)) * MONTHS + Math.min(e.months, MONTHS - 1);
}

export function decodeContext(code: number): ExperienceContext {
  const rest = Math.floor(code / MONTHS);
  const key = Math.floor(rest / 2);
  return {
    industry: Math.floor(key / 64),
    size: Math.floor(key / 8) % 8,
    projectType: key % 8,
    current: rest % 2 === 1,
    months: code % MONTHS,
  };
}

/** Months since 1970-01 of a day (days since 1970-01-01). */
export function monthOfDay(day: number): number {
  const d = new Date(day * 86_400_000);
  return (d.getUTCFullYear() - 1970) * 12 + d.getUTCMonth();
}

/** The code of an experience as the refresh writes it (tests and demo checks). */
export function experienceContextCode(e: {
  industry: Industry | null;
  companySize: CompanySize | null;
  projectType: ProjectType | null;
  /** Months since 1970-01. */
  startMonth: number;
  endMonth: number | null;
}): number {
  const index = <T>(list: readonly T[], v: T | null, none: number) =>
    v === null ? none : list.indexOf(v);
  return contextCode({
    industry: index(industries, e.industry, NO_INDUSTRY),
    size: index(companySizes, e.companySize, NO_SIZE),
    projectType: index(projectTypes, e.projectType, NO_PROJECT_TYPE),
    current: e.endMonth === null,
    months: e.endMonth === null ? e.startMonth : Math.max(0, e.endMonth - e.startMonth + 1),
  });
}
