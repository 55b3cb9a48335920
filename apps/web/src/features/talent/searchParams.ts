import {
  MAX_TALENT_SALARY,
  MAX_TALENT_SKILL_FILTERS,
  type SkillLevel,
  skillLevels,
} from "@encaja/contracts";
import { routes } from "@/lib/api/routes";
import { queryFromSearchParams } from "../../lib/api/call";
import {
  listOf as listParam,
  setValue as setParam,
  toggleValue as toggleListValue,
  withList,
} from "../../lib/search/params";

/** The /dev-search query keys GET /talent understands (anything else in the URL is dropped). */
export const talentKeys = [
  "q",
  "skills",
  "techRole",
  "seniority",
  "englishGroup",
  "modality",
  "country",
  "searchStatus",
  "salaryMax",
  "availableBy",
] as const;
export type TalentKey = (typeof talentKeys)[number];
export type ListKey = Exclude<TalentKey, "q" | "salaryMax" | "availableBy" | "skills">;

/** The URL's params reduced to the API's keys (trimmed, empty ones dropped, no cursor). */
export function talentQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of talentKeys) {
    const value = params.getAll(key).join(",").trim();
    if (value) query.set(key, value);
  }
  return query;
}

export const listOf = (query: URLSearchParams, key: TalentKey): string[] => listParam(query, key);

/** The query with one value of a list toggled. */
export const toggleValue = (query: URLSearchParams, key: ListKey, value: string) =>
  toggleListValue(query, key, value);

/** The query with one single value set, or removed when empty. */
export const setValue = (query: URLSearchParams, key: TalentKey, value: string) =>
  setParam(query, key, value);

export type SkillFilterValue = { skillId: string; minLevel: SkillLevel | null };

/** `skills=<id>:<level>,<id>` as a list of filters (a bare id means any level). */
export function skillFilters(query: URLSearchParams): SkillFilterValue[] {
  return listOf(query, "skills").map((item) => {
    const [skillId = "", level] = item.split(":");
    const minLevel = skillLevels.includes(level as SkillLevel) ? (level as SkillLevel) : null;
    return { skillId, minLevel };
  });
}

const skillItem = ({ skillId, minLevel }: SkillFilterValue) =>
  minLevel && minLevel !== "not_evaluated" ? `${skillId}:${minLevel}` : skillId;

/** Adds or removes a skill filter. */
export function toggleSkill(query: URLSearchParams, skillId: string) {
  const filters = skillFilters(query);
  const next = filters.some((f) => f.skillId === skillId)
    ? filters.filter((f) => f.skillId !== skillId)
    : [...filters, { skillId, minLevel: null }];
  return withList(query, "skills", next.map(skillItem));
}

/** Sets the minimum level of a selected skill. */
export function setSkillLevel(
  query: URLSearchParams,
  skillId: string,
  minLevel: SkillLevel | null,
) {
  const next = skillFilters(query).map((f) => (f.skillId === skillId ? { skillId, minLevel } : f));
  return withList(query, "skills", next.map(skillItem));
}

export type FilterProblem = "salaryMax" | "availableBy" | "skills";

/** Filters the API would refuse, caught before asking (the API still validates). */
export function filterProblems(query: URLSearchParams): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const salary = query.get("salaryMax");
  if (salary !== null) {
    const n = Number(salary);
    if (!/^\d+$/.test(salary) || n < 1 || n > MAX_TALENT_SALARY) problems.push("salaryMax");
  }
  const date = query.get("availableBy");
  if (date !== null) {
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
      new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
    if (!valid) problems.push("availableBy");
  }
  const skills = skillFilters(query);
  if (
    skills.length > MAX_TALENT_SKILL_FILTERS ||
    skills.some((s) => !/^[0-9a-f-]{36}$/i.test(s.skillId))
  )
    problems.push("skills");
  return problems;
}

/** The input of GET /talent for the URL's filters and a page (20 results a page). */
export function talentInput(query: string, cursor: string | null) {
  const params = new URLSearchParams(query);
  params.set("limit", "20");
  if (cursor) params.set("cursor", cursor);
  return { query: queryFromSearchParams(routes.talent.search, params) };
}
