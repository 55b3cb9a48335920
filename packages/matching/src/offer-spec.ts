import {
  type EnglishLevel,
  englishGroupOf,
  englishGroups,
  englishLevels,
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
}

/** `talent_profiles.skill_codes` encoding: skill number × 8 + level (0–5). */
export const skillCode = (num: number, level: number) => num * 8 + level;

export interface OfferSkillNeed {
  num: number;
  /** 0–5. */
  minLevel: number;
  required: boolean;
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
  };
}
