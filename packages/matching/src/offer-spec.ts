import {
  type CompanySize,
  companySizes,
  type EnglishLevel,
  englishGroupOf,
  englishGroups,
  englishLevels,
  type Industry,
  industries,
  type ProjectType,
  projectTypes,
  type Seniority,
  seniorities,
  type WorkModality,
  workModalities,
} from "@encaja/contracts";
import { RELATED_ROLES } from "./tuning";

/**
 * What the ranking needs of an offer, encoded by `matchSpecOf` (skill codes are
 * `skills.num * 8 + level`, sorted; ranks are enum indexes).
 */
export interface MatchSpec {
  offerId: string;
  required: { full: number[]; near1: number[]; near2: number[]; count: number };
  nice: { full: number[]; near1: number[]; count: number };
  techRole: string;
  relatedRoles: string[];
  stackCode: string | null;
  seniorityMin: number;
  seniorityMax: number;
  minEnglishRank: number;
  /** 0 none, 1 basic, 2 fluent. */
  minEnglishGroup: number;
  modalityMask: number;
  countries: string[];
  budgetMonthlyUsd: number;
  /** The offer's working day (09:00–18:00) is in this zone; null: no time-zone criterion. */
  timeZone: string | null;
  /** Shared working minutes below which a developer is excluded (0: nobody is). */
  minOverlapMinutes: number;
  /** Indexes in contracts' industries, companySizes and projectTypes; null when not stated. */
  context: { industry: number | null; size: number | null; projectType: number | null };
  /** The offer's skills that have related skills (partial credit), in the offer's order. */
  relatedNeeds: RelatedNeed[];
}

export interface RelatedSkill {
  num: number;
  name: string;
  /** 1–100: how much of the skill the related one is worth (× relatedSkillCredit). */
  strength: number;
}

export interface RelatedNeed {
  num: number;
  name: string;
  required: boolean;
  /** The need's own codes (as in `skillCodeSets`; nice-to-have skills have no `near2`). */
  full: number[];
  near1: number[];
  near2: number[];
  /** Strongest first; none the offer names itself. */
  related: RelatedSkill[];
}

/** Codes of a related skill that earn its partial credit: any level from 1 up. */
export const relatedCodesOf = (num: number) =>
  [1, 2, 3, 4, 5].map((level) => skillCode(num, level));

/**
 * What each code is worth to the offer's skills with related ones (`need`: index in
 * `relatedNeeds`): a need's own codes with their credit (1, then the near misses'), related
 * skills' codes with their strength. The SQL and the in-memory index read the same table.
 */
export function relatedNeedCodes(
  spec: Pick<MatchSpec, "relatedNeeds">,
  [near1, near2]: readonly [number, number],
) {
  const own: Array<{ code: number; need: number; credit: number }> = [];
  const related: Array<{ code: number; need: number; strength: number }> = [];
  spec.relatedNeeds.forEach((n, need) => {
    for (const code of n.full) own.push({ code, need, credit: 1 });
    for (const code of n.near1) own.push({ code, need, credit: near1 });
    for (const code of n.near2) own.push({ code, need, credit: near2 });
    for (const r of n.related) {
      for (const code of relatedCodesOf(r.num)) related.push({ code, need, strength: r.strength });
    }
  });
  return { own, related };
}

/** `talent_profiles.skill_codes` encoding: skill number × 8 + level (0–5). */
export const skillCode = (num: number, level: number) => num * 8 + level;

export interface OfferSkillNeed {
  num: number;
  /** 0–5. */
  minLevel: number;
  required: boolean;
  name?: string;
  /** Related skills (`skill_relations`, both directions). */
  related?: readonly RelatedSkill[];
}

/** Codes a developer may hold for one skill: at/above the minimum, and one or two below. */
export function skillCodeSets(need: OfferSkillNeed) {
  const full: number[] = [];
  const near1: number[] = [];
  const near2: number[] = [];
  // Level 0 ("not evaluated") only satisfies a minimum of 0: the skill is listed, unrated.
  for (let level = 0; level <= 5; level++) {
    const code = skillCode(need.num, level);
    if (level >= need.minLevel) full.push(code);
    else if (level >= 1 && level === need.minLevel - 1) near1.push(code);
    else if (level >= 1 && level === need.minLevel - 2) near2.push(code);
  }
  return { full, near1, near2 };
}

export const modalityMaskOf = (modalities: readonly WorkModality[]) =>
  modalities.reduce((mask, m) => mask | (1 << workModalities.indexOf(m)), 0);

export interface OfferForMatching {
  id: string;
  techRole: string;
  mainStackCode: string | null;
  seniorities: readonly Seniority[];
  minEnglishLevel: EnglishLevel;
  modalities: readonly WorkModality[];
  countries: readonly string[];
  budgetMaxMonthlyUsd: number;
  skills: readonly OfferSkillNeed[];
  timeZone?: string | null;
  minOverlapHours?: number;
  industry?: Industry | null;
  companySize?: CompanySize | null;
  projectType?: ProjectType | null;
}

const indexIn = <T>(list: readonly T[], value: T | null | undefined) =>
  value == null || !list.includes(value) ? null : list.indexOf(value);

function relatedNeedsOf(skills: readonly OfferSkillNeed[]): RelatedNeed[] {
  const named = new Set(skills.map((s) => s.num));
  const needs: RelatedNeed[] = [];
  for (const need of skills) {
    const related = (need.related ?? [])
      .filter((r) => !named.has(r.num) && r.strength > 0)
      .sort((a, b) => b.strength - a.strength || a.num - b.num);
    if (related.length === 0) continue;
    const sets = skillCodeSets(need);
    needs.push({
      num: need.num,
      name: need.name ?? "",
      required: need.required,
      full: sets.full,
      near1: sets.near1,
      near2: need.required ? sets.near2 : [],
      related,
    });
  }
  return needs;
}

/** Encodes an offer for the ranking query (pure: unit-tested). */
export function matchSpecOf(offer: OfferForMatching): MatchSpec {
  const sort = (l: number[]) => l.sort((a, b) => a - b);
  const req = { full: [] as number[], near1: [] as number[], near2: [] as number[], count: 0 };
  const nice = { full: [] as number[], near1: [] as number[], count: 0 };
  for (const need of offer.skills) {
    const sets = skillCodeSets(need);
    if (need.required) {
      req.full.push(...sets.full);
      req.near1.push(...sets.near1);
      req.near2.push(...sets.near2);
      req.count++;
    } else {
      nice.full.push(...sets.full);
      nice.near1.push(...sets.near1);
      nice.count++;
    }
  }
  const ranks = offer.seniorities.map((s) => seniorities.indexOf(s));
  return {
    offerId: offer.id,
    required: {
      full: sort(req.full),
      near1: sort(req.near1),
      near2: sort(req.near2),
      count: req.count,
    },
    nice: { full: sort(nice.full), near1: sort(nice.near1), count: nice.count },
    techRole: offer.techRole,
    relatedRoles: [...(RELATED_ROLES[offer.techRole] ?? [])],
    stackCode: offer.mainStackCode,
    seniorityMin: Math.min(...ranks),
    seniorityMax: Math.max(...ranks),
    minEnglishRank: englishLevels.indexOf(offer.minEnglishLevel),
    minEnglishGroup: englishGroups.indexOf(englishGroupOf(offer.minEnglishLevel)),
    modalityMask: modalityMaskOf(offer.modalities),
    countries: [...offer.countries],
    budgetMonthlyUsd: offer.budgetMaxMonthlyUsd,
    timeZone: offer.timeZone ?? null,
    minOverlapMinutes: (offer.minOverlapHours ?? 0) * 60,
    context: {
      industry: indexIn(industries, offer.industry),
      size: indexIn(companySizes, offer.companySize),
      projectType: indexIn(projectTypes, offer.projectType),
    },
    relatedNeeds: relatedNeedsOf(offer.skills),
  };
}
