import { matchCriteria } from "@encaja/contracts";
import { monthOfDay } from "./context-codes";
import type { MatchSpec } from "./offer-spec";
import { zoneOffsetsOn } from "./time-zones";
import type { MatchTuning } from "./tuning";

/**
 * The ranking formula, defined once (ADR 0051): each criterion's 0–1 value from a developer's
 * facts, and the score as their weighted sum. The in-memory scorer (`matching-index/score.ts`)
 * calls these functions; the SQL (`ranking/scored-rows.ts`) spells the same operations in
 * float8, and `ranking-exact.test.ts` checks every SQL value and score against these, bit for
 * bit. The functions take scalars, not objects, so the scorer's loop over a million developers
 * allocates nothing.
 */

/**
 * The criteria in the order the score adds them up, the contract's order: float sums depend on
 * the order, so reordering `matchCriteria` moves scores in their last bits.
 */
export const SCORE_TERMS = matchCriteria;

/** Each criterion's place in `SCORE_TERMS` (and in a values array). */
export const TERM_INDEX = Object.fromEntries(SCORE_TERMS.map((c, i) => [c, i])) as Readonly<
  Record<(typeof SCORE_TERMS)[number], number>
>;

/** What an offer fixes for every developer's values, computed once per ranking. */
export interface OfferTerms {
  tuning: MatchTuning;
  /** Skills the offer names; none: every developer's skills are worth 1. */
  skillCount: number;
  skillDenominator: number;
  hasStack: boolean;
  seniorityMin: number;
  seniorityMax: number;
  minEnglishRank: number;
  budget: number;
  /** What salary over the budget is divided by (at least 1). */
  budgetScale: number;
  /** The weights in `SCORE_TERMS` order. */
  weights: Float64Array;
  /** Whether the offer states a (known) time zone: else every developer's value is 1. */
  hasZone: boolean;
  /** The offer's working day (09:00–18:00 local) in minutes of the UTC day (may be < 0). */
  offerDayStartUtc: number;
  minOverlap: number;
  /** The context the offer states (sentinel −100: not stated, never equal nor adjacent). */
  hasContext: boolean;
  ctxIndustry: number;
  ctxSize: number;
  ctxProjectType: number;
  /** Points of `contextHorizonMonths` of experience matching every stated part. */
  ctxDenominator: number;
  todayMonth: number;
}

/** The working day an offer's time zone is compared on, in its local minutes. */
export const OFFER_DAY = { start: 9 * 60, end: 18 * 60 } as const;
const DAY_MINUTES = 1440;
/** A context part the offer does not state: equal to, and next to, no index. */
export const NO_CONTEXT = -100;

/** Integers go into the SQL truncated (`intParam`): so do they here. */
const int = Math.trunc;

/** `today`: days since 1970-01-01, the day time-zone offsets and current jobs are taken on. */
export function offerTerms(spec: MatchSpec, tuning: MatchTuning, today: number): OfferTerms {
  const offerOffset =
    spec.timeZone === null ? undefined : zoneOffsetsOn(today).byZone.get(spec.timeZone);
  const { industry, size, projectType } = spec.context;
  const p = tuning.contextPoints;
  const maxPoints =
    (industry === null ? 0 : p.industry) +
    (size === null ? 0 : p.size) +
    (projectType === null ? 0 : p.projectType);
  return {
    tuning,
    skillCount: int(spec.required.count + spec.nice.count),
    skillDenominator: spec.required.count + tuning.niceSkillWeight * spec.nice.count,
    hasStack: Boolean(spec.stackCode),
    seniorityMin: int(spec.seniorityMin),
    seniorityMax: int(spec.seniorityMax),
    minEnglishRank: int(spec.minEnglishRank),
    budget: int(spec.budgetMonthlyUsd),
    budgetScale: Math.max(1, spec.budgetMonthlyUsd),
    weights: Float64Array.from(SCORE_TERMS, (c) => tuning.weights[c]),
    hasZone: offerOffset !== undefined,
    offerDayStartUtc: OFFER_DAY.start - (offerOffset ?? 0),
    minOverlap: int(spec.minOverlapMinutes),
    hasContext: maxPoints > 0,
    ctxIndustry: industry ?? NO_CONTEXT,
    ctxSize: size ?? NO_CONTEXT,
    ctxProjectType: projectType ?? NO_CONTEXT,
    ctxDenominator: maxPoints * int(tuning.contextHorizonMonths),
    todayMonth: monthOfDay(today),
  };
}

/** Credit for the developer's tech role: 1 the offer's, `relatedRoleCredit` a related one. */
export function roleMatchOf(spec: MatchSpec, t: MatchTuning, role: string): number {
  if (role === spec.techRole) return 1;
  return spec.relatedRoles.includes(role) ? t.relatedRoleCredit : 0;
}

/** Seniority levels outside the offer's range (0 inside it). */
export const seniorityDistance = (o: OfferTerms, seniorityRank: number) =>
  Math.max(o.seniorityMin - seniorityRank, seniorityRank - o.seniorityMax, 0);

/** What the developer's search status is worth (`unknownCredit` when unstated or unknown). */
export const searchStatusCredit = (t: MatchTuning, status: string | null) =>
  (status === null ? undefined : t.searchStatusCredit[status]) ?? t.unknownCredit;

/**
 * What a related skill adds to one of the offer's skills: its credit (relatedSkillCredit ×
 * strength %) beyond the skill's own credit (`own`: 1, a near-miss credit or 0), never below 0.
 */
export const relatedBonus = (t: MatchTuning, strength: number, own: number) =>
  Math.max(0, (t.relatedSkillCredit * strength) / 100 - own);

/**
 * Held skill codes per list of the offer: required at the minimum level, one and two levels
 * below, nice-to-have at the minimum and one below.
 */
export function skillsValue(
  o: OfferTerms,
  reqMet: number,
  reqNear: number,
  reqNear2: number,
  niceMet: number,
  niceNear: number,
  /** The weighted sum of `relatedBonus` over the offer's skills with related ones. */
  related: number,
): number {
  if (o.skillCount === 0) return 1;
  if (reqMet + reqNear + reqNear2 + niceMet + niceNear === 0 && related === 0) return 0;
  const t = o.tuning;
  const [near1, near2] = t.nearMissCredit;
  return (
    (reqMet +
      near1 * reqNear +
      near2 * reqNear2 +
      t.niceSkillWeight * (niceMet + near1 * niceNear) +
      related) /
    o.skillDenominator
  );
}

/** With a main stack on the offer the role shares the value with the stack. */
export function roleStackValue(o: OfferTerms, roleMatch: number, stackMatch: boolean): number {
  if (!o.hasStack) return roleMatch;
  const share = o.tuning.roleShareWithStack;
  return share * roleMatch + (1 - share) * (stackMatch ? 1 : 0);
}

export const seniorityValue = (o: OfferTerms, distance: number) =>
  Math.max(0, 1 - o.tuning.seniorityStepPenalty * distance);

export function englishValue(o: OfferTerms, englishRank: number | null): number {
  const t = o.tuning;
  if (englishRank === null) return t.unknownCredit / 2;
  return Math.min(1, Math.max(0, t.englishBase + t.englishStep * (englishRank - o.minEnglishRank)));
}

export function salaryValue(o: OfferTerms, salaryMonthlyUsd: number | null): number {
  const t = o.tuning;
  if (salaryMonthlyUsd === null) return t.unknownCredit;
  if (salaryMonthlyUsd <= o.budget) return 1;
  return Math.max(0, 1 - (t.salaryOverSlope * (salaryMonthlyUsd - o.budget)) / o.budgetScale);
}

/** `weeksUntilAvailable`: days until the start date (0 when past) / 7; null when unstated. */
export function availabilityValue(
  o: OfferTerms,
  weeksUntilAvailable: number | null,
  statusCredit: number,
): number {
  const t = o.tuning;
  const datePart =
    weeksUntilAvailable === null
      ? t.unknownCredit
      : Math.max(0, 1 - weeksUntilAvailable / t.availabilityHorizonWeeks);
  return t.availabilityDateShare * datePart + (1 - t.availabilityDateShare) * statusCredit;
}

export const activityValue = (o: OfferTerms, daysSinceActive: number) =>
  Math.max(0, 1 - daysSinceActive / o.tuning.activityHorizonDays);

/**
 * Working minutes the developer's day (local `start`–`end`, `offset` minutes east of UTC)
 * shares with the offer's 09:00–18:00, both on the UTC clock: the days are circular, so a day
 * crossing midnight UTC still overlaps. Integers only (the SQL does the same).
 */
export function overlapMinutes(o: OfferTerms, start: number, end: number, offset: number): number {
  const length = end - start;
  const offerLength = OFFER_DAY.end - OFFER_DAY.start;
  const d = (((o.offerDayStartUtc - (start - offset)) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return (
    Math.max(0, Math.min(length, d + offerLength) - d) +
    Math.max(0, Math.min(length, d + offerLength - DAY_MINUTES))
  );
}

/** `overlap`: null when the developer's time zone is not stated (or not known). */
export function timeZoneValue(o: OfferTerms, overlap: number | null): number {
  if (!o.hasZone) return 1;
  if (overlap === null) return o.tuning.unknownCredit;
  return Math.min(1, overlap / o.tuning.fullOverlapMinutes);
}

export const timeZoneExcluded = (o: OfferTerms, overlap: number | null) =>
  o.hasZone && o.minOverlap > 0 && overlap !== null && overlap < o.minOverlap;

/** One experience's context points: its months × the points of the parts matching the offer. */
export function contextPointsOf(o: OfferTerms, code: number): number {
  const rest = Math.trunc(code / 4096);
  const value = code % 4096;
  const months = rest % 2 === 1 ? Math.max(o.todayMonth - value + 1, 0) : value;
  const p = o.tuning.contextPoints;
  const size = Math.trunc(code / 65536) % 8;
  const sizePoints =
    size === o.ctxSize ? p.size : Math.abs(size - o.ctxSize) === 1 ? p.nearSize : 0;
  return (
    months *
    ((Math.trunc(code / 524288) === o.ctxIndustry ? p.industry : 0) +
      sizePoints +
      (Math.trunc(code / 8192) % 8 === o.ctxProjectType ? p.projectType : 0))
  );
}

/** `points`: the sum of `contextPointsOf` over the developer's experiences. */
export function contextValue(o: OfferTerms, points: number): number {
  if (!o.hasContext) return 1;
  return Math.min(1, points / o.ctxDenominator);
}

/** PostgreSQL's `round(float8)`: `rint`, halves to even. */
export function rint(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** The score (0–100, 4 decimals) of the values in `SCORE_TERMS` order. */
export function scoreOf(o: OfferTerms, values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < SCORE_TERMS.length; i++) sum += o.weights[i]! * values[i]!;
  return rint(10000 * sum) / 10000;
}
