import type { TalentFacetRow } from "../talent/facets";
import type { TalentFilters } from "../talent/filters";
import { NONE, type TalentColumns } from "./columns";
import { TEXT_MATCH } from "./text";

/**
 * Talent search's facet counts (`talent/facets.ts` `talentFacets`) over the in-memory columns,
 * (ADR 0044): each facet counts the developers passing every filter but its own; skills count
 * over developers passing every filter. With text, `textMatch` (`matchText`, ADR 0046) says
 * which developers match it and which of those are in the first tier.
 * `talent-facets-exact.test.ts` compares both on a random pool.
 */

export interface FacetCount {
  facet: Exclude<TalentFacetRow["facet"], "skill">;
  value: string | null;
  count: number;
}

export interface FacetCounts {
  counts: FacetCount[];
  /** The most frequent skills (`skills.num`, count), best first: the caller adds names. */
  topSkills: Array<{ num: number; count: number }>;
}

const DAY_MS = 86_400_000;
const RANK_LIMIT = 16;

const wordSet = (cols: TalentColumns, values: string[] | undefined) =>
  values?.length ? new Set(values.map((v) => cols.known(v)).filter((n) => n !== NONE)) : null;

export function facetCountsInMemory(
  cols: TalentColumns,
  filters: TalentFilters,
  skillFacetSize: number,
  textMatch?: Uint8Array,
): FacetCounts {
  if (filters.q && !textMatch) throw new Error("a text filter needs its matches");
  const text = filters.q ? textMatch! : null;
  const roles = wordSet(cols, filters.techRoles);
  const countries = wordSet(cols, filters.countries);
  const statuses = wordSet(cols, filters.searchStatuses);
  const seniorities = filters.seniorityRanks?.length ? new Set(filters.seniorityRanks) : null;
  const englishFiltered = Boolean(filters.englishRanks?.length || filters.englishUnknown);
  const englishRanks = new Set(filters.englishRanks ?? []);
  const modalityMask = filters.modalityMask ?? 0;
  // Per-code lookup tables: Set and Map operations per skill were most of a count at 1M.
  const codeLimit = cols.maxSkillCode + 1;
  const skillSets = (filters.skillCodeSets ?? []).map((codes) => {
    const table = new Uint8Array(codeLimit);
    for (const c of codes) if (c >= 0 && c < codeLimit) table[c] = 1;
    return table;
  });
  const salaryMax = filters.salaryMax;
  const availableBy =
    filters.availableBy === undefined
      ? undefined
      : Date.parse(`${filters.availableBy}T00:00:00Z`) / DAY_MS;

  let total = 0;
  let strong = 0;
  const roleCounts = new Float64Array(cols.wordList.length);
  const countryCounts = new Float64Array(cols.wordList.length);
  const statusCounts = new Float64Array(cols.wordList.length);
  // Ranks are small enum indexes (seniority 0–4, English 0–5).
  const seniorityCounts = new Float64Array(RANK_LIMIT);
  const englishCounts = new Float64Array(RANK_LIMIT);
  const modalityCounts = new Float64Array(4);
  const skillCounts = new Float64Array((codeLimit >> 3) + 1);
  const { live, skills, skillStart, skillLen } = cols;

  for (let slot = 0; slot < cols.size; slot++) {
    if (!live[slot]) continue;
    if (text !== null && text[slot] === TEXT_MATCH.none) continue;
    if (filters.approvedOnly && !cols.approved[slot]) continue;
    if (salaryMax !== undefined && !(cols.salary[slot]! <= salaryMax)) continue;
    if (availableBy !== undefined && !(cols.availDay[slot]! <= availableBy)) continue;
    const start = skillStart[slot]!;
    const end = start + skillLen[slot]!;
    let skillsPass = true;
    for (const table of skillSets) {
      let any = false;
      for (let i = start; i < end && !any; i++) any = table[skills[i]!] === 1;
      if (!any) {
        skillsPass = false;
        break;
      }
    }
    if (!skillsPass) continue;
    const role = cols.role[slot]!;
    const seniority = cols.seniority[slot]!;
    const english = cols.english[slot]!;
    const modality = cols.modality[slot]!;
    const country = cols.country[slot]!;
    const status = cols.status[slot]!;
    // Which multi-select filters this developer fails, one bit per facet: techRole 1,
    // seniority 2, english 4, modality 8, country 16, searchStatus 32.
    let fails = 0;
    if (roles !== null && !roles.has(role)) fails |= 1;
    if (seniorities !== null && !seniorities.has(seniority)) fails |= 2;
    if (
      englishFiltered &&
      !(english === NONE ? Boolean(filters.englishUnknown) : englishRanks.has(english))
    )
      fails |= 4;
    if (modalityMask !== 0 && (modality & modalityMask) === 0) fails |= 8;
    if (countries !== null && (country === NONE || !countries.has(country))) fails |= 16;
    if (statuses !== null && (status === NONE || !statuses.has(status))) fails |= 32;
    // Failing two filters: counted nowhere; failing one: counted in that facet only.
    if (fails & (fails - 1)) continue;
    // Counted in every facet when passing all; else only in the one facet it fails.
    const all = fails === 0;
    if (all) {
      total++;
      if (text === null || text[slot] === TEXT_MATCH.strong) strong++;
      for (let i = start; i < end; i++) skillCounts[skills[i]! >> 3]!++;
    }
    if (all || fails === 1) roleCounts[role]!++;
    if (all || fails === 2) seniorityCounts[seniority]!++;
    if (all || fails === 4) englishCounts[english === NONE ? 0 : english]!++;
    if (all || fails === 8) {
      if (modality & 1) modalityCounts[0]!++;
      if (modality & 2) modalityCounts[1]!++;
      if (modality & 4) modalityCounts[2]!++;
      if (modality & 8) modalityCounts[3]!++;
    }
    if ((all || fails === 16) && country !== NONE) countryCounts[country]!++;
    if ((all || fails === 32) && status !== NONE) statusCounts[status]!++;
  }

  const out: FacetCount[] = [
    { facet: "total", value: null, count: total },
    { facet: "strong", value: null, count: strong },
  ];
  const words = (facet: FacetCount["facet"], counts: Float64Array) => {
    counts.forEach((count, word) => {
      if (count > 0) out.push({ facet, value: cols.wordList[word]!, count });
    });
  };
  const numbers = (facet: FacetCount["facet"], counts: Float64Array) => {
    counts.forEach((count, value) => {
      if (count > 0) out.push({ facet, value: String(value), count });
    });
  };
  words("techRole", roleCounts);
  numbers("seniority", seniorityCounts);
  numbers("english", englishCounts);
  numbers("modality", modalityCounts);
  words("country", countryCounts);
  words("searchStatus", statusCounts);
  const topSkills = [...skillCounts]
    .map((count, num) => ({ num, count }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || a.num - b.num)
    .slice(0, skillFacetSize);
  return { counts: out, topSkills };
}
