import { matchCriteria } from "@encaja/contracts";
import type { MatchSpec } from "./offer-spec";
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
}

/** Integers go into the SQL truncated (`intParam`): so do they here. */
const int = Math.trunc;

export function offerTerms(spec: MatchSpec, tuning: MatchTuning): OfferTerms {
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
): number {
  if (o.skillCount === 0) return 1;
  if (reqMet + reqNear + reqNear2 + niceMet + niceNear === 0) return 0;
  const t = o.tuning;
  const [near1, near2] = t.nearMissCredit;
  return (
    (reqMet +
      near1 * reqNear +
      near2 * reqNear2 +
      t.niceSkillWeight * (niceMet + near1 * niceNear)) /
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
