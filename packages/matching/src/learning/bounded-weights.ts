import type { MatchCriterion } from "@encaja/contracts";
import { SCORE_TERMS } from "../formula";

export type Weights = Record<MatchCriterion, number>;

/** Each learnt weight stays within these multiples of its default. */
export const WEIGHT_BAND: readonly [number, number] = [0.5, 1.5];
export const TOTAL_POINTS = 100;

const bandOf = (defaults: Weights, c: MatchCriterion) =>
  [WEIGHT_BAND[0] * defaults[c], WEIGHT_BAND[1] * defaults[c]] as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * `raw` scaled by the one factor that makes the weights, each clamped to its band around the
 * default, add up to 100 (bisection: the clamped sum grows with the factor).
 */
export function projectToBand(raw: Weights, defaults: Weights): Weights {
  const clamped = (t: number) =>
    Object.fromEntries(
      SCORE_TERMS.map((c) => [c, clamp(t * Math.max(0, raw[c]), ...bandOf(defaults, c))]),
    ) as Weights;
  const sum = (w: Weights) => SCORE_TERMS.reduce((s, c) => s + w[c], 0);
  let lo = 0;
  let hi = 1;
  while (sum(clamped(hi)) < TOTAL_POINTS && hi < 1e9) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (sum(clamped(mid)) < TOTAL_POINTS) lo = mid;
    else hi = mid;
  }
  return clamped(hi);
}

/**
 * Whole points, each within its band, adding up to exactly 100: floors first, then the
 * remaining points to the largest remainders (ties in `SCORE_TERMS` order).
 */
export function roundWeights(weights: Weights, defaults: Weights): Weights {
  const lo = (c: MatchCriterion) => Math.ceil(bandOf(defaults, c)[0] - 1e-9);
  const hi = (c: MatchCriterion) => Math.floor(bandOf(defaults, c)[1] + 1e-9);
  const out = Object.fromEntries(
    SCORE_TERMS.map((c) => [c, clamp(Math.floor(weights[c] + 1e-9), lo(c), hi(c))]),
  ) as Weights;
  let rest = TOTAL_POINTS - SCORE_TERMS.reduce((s, c) => s + out[c], 0);
  const byRemainder = (dir: 1 | -1) =>
    [...SCORE_TERMS].sort(
      (a, b) =>
        dir * (weights[b] - out[b] - (weights[a] - out[a])) || TERMS_ORDER[a] - TERMS_ORDER[b],
    );
  while (rest > 0) {
    const c = byRemainder(1).find((k) => out[k] < hi(k));
    if (!c) break;
    out[c] += 1;
    rest -= 1;
  }
  while (rest < 0) {
    const c = byRemainder(-1).find((k) => out[k] > lo(k));
    if (!c) break;
    out[c] -= 1;
    rest += 1;
  }
  return out;
}

const TERMS_ORDER = Object.fromEntries(SCORE_TERMS.map((c, i) => [c, i])) as Record<
  MatchCriterion,
  number
>;

/** The weights within their bands, 100 in all, in whole points. */
export const boundedWeights = (raw: Weights, defaults: Weights) =>
  roundWeights(projectToBand(raw, defaults), defaults);
