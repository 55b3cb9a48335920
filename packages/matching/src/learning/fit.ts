import type { MatchCriterion } from "@encaja/contracts";
import { SCORE_TERMS } from "../formula";
import { MATCH_TUNING, MATCH_WEIGHTS, type MatchTuning } from "../tuning";
import {
  boundedWeights,
  projectToBand,
  TOTAL_POINTS,
  WEIGHT_BAND,
  type Weights,
} from "./bounded-weights";
import { fitLogistic } from "./logistic";

/** Where an outcome comes from: the company's decision, or a weaker sign of its preference. */
export type OutcomeKind = "decision" | "interview" | "budget";

/** One decided candidate: its criterion values (0–1) as presented, and the outcome. */
export interface LearningSample {
  customerId: string;
  values: Partial<Record<MatchCriterion, number>>;
  approved: boolean;
  kind: OutcomeKind;
  /** When the outcome was recorded: replays and refits use only earlier ones. */
  at: Date;
}

/** How much each kind of outcome counts: the company's decision is the strongest sign. */
export const OUTCOME_WEIGHT: Readonly<Record<OutcomeKind, number>> = {
  decision: 1,
  budget: 0.5,
  interview: 0.3,
};

/**
 * How sharply approval follows the prior's score (logit per point) is fitted first, within
 * these bounds: the criteria's deviations are then read in points at that scale, so "every
 * criterion matters more" moves no weight, and a score that barely predicts approval cannot
 * blow small deviations up into large weight changes.
 */
export const LOGIT_PER_POINT_RANGE: readonly [number, number] = [0.05, 0.2];
const SCALE_RIDGE = 1e-3;

/**
 * Ridge on each criterion's deviation from the prior, in logit per unit of value: about this
 * many decisions' worth of evidence that the prior is right. Few decisions stay near it.
 */
export const PRIOR_STRENGTH = 1;

const defaults = (): Weights => ({ ...MATCH_WEIGHTS }) as Weights;

/** Each criterion's value, a missing one (an older presentation) at its mean: no evidence. */
function valueMatrix(samples: readonly LearningSample[]): number[][] {
  const means = SCORE_TERMS.map((c) => {
    const known = samples.map((s) => s.values[c]).filter((v): v is number => v !== undefined);
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : 0;
  });
  return samples.map((s) => SCORE_TERMS.map((c, j) => s.values[c] ?? means[j]!));
}

/**
 * Weights fitted on `samples` around `prior` (unrounded, within the band, 100 in all): the
 * prior's score is the model's offset, and each criterion's extra (or lesser) pull on approval
 * becomes points added to (or taken from) its prior weight.
 */
export function fitAround(
  samples: readonly LearningSample[],
  prior: Weights,
  base: Weights = defaults(),
): Weights {
  if (samples.length === 0) return projectToBand(prior, base);
  const x = valueMatrix(samples);
  const label = samples.map((s) => (s.approved ? 1 : 0));
  const weight = samples.map((s) => OUTCOME_WEIGHT[s.kind]);
  const priorScore = x.map((row) => SCORE_TERMS.reduce((sum, c, j) => sum + prior[c] * row[j]!, 0));
  const meanScore = priorScore.reduce((a, b) => a + b, 0) / priorScore.length;
  const [, perPoint] = fitLogistic(
    { x: priorScore.map((v) => [v - meanScore]), offset: priorScore.map(() => 0), label, weight },
    1,
    SCALE_RIDGE,
  );
  const scale = Math.min(
    LOGIT_PER_POINT_RANGE[1],
    Math.max(LOGIT_PER_POINT_RANGE[0], perPoint ?? 0),
  );
  const offset = priorScore.map((v) => scale * (v - meanScore));
  // Centred values: a criterion on which every sample is alike carries no evidence, so its
  // coefficient stays 0 (the intercept absorbs the level) and its weight stays the prior's.
  const means = SCORE_TERMS.map((_, j) => x.reduce((sum, row) => sum + row[j]!, 0) / x.length);
  const beta = fitLogistic(
    {
      x: x.map((row) => row.map((v, j) => v - means[j]!)),
      offset,
      label,
      weight,
    },
    SCORE_TERMS.length,
    PRIOR_STRENGTH,
  );
  const raw = Object.fromEntries(
    SCORE_TERMS.map((c, j) => [c, prior[c] + beta[j + 1]! / scale]),
  ) as Weights;
  return projectToBand(raw, base);
}

export interface CompanyFit {
  weights: Weights;
  /** The company's own outcomes used. */
  used: number;
  /** Other companies' outcomes the prior used. */
  pooledUsed: number;
}

/**
 * A company's weights: the other companies' outcomes give a pooled prior around the defaults
 * (what the platform's customers approve), the company's own outcomes move its weights from
 * there. Whole points, each within half and one and a half times its default, 100 in all.
 */
export function fitCompanyWeights(
  customerId: string,
  samples: readonly LearningSample[],
): CompanyFit {
  const base = defaults();
  const own = samples.filter((s) => s.customerId === customerId);
  const others = samples.filter((s) => s.customerId !== customerId);
  const pooled = fitAround(others, base, base);
  const weights = boundedWeights(fitAround(own, pooled, base), base);
  return { weights, used: own.length, pooledUsed: others.length };
}

/** The ranking's tuning with these weights: nothing else changes (formula, bounds, filters). */
export const tuningWithWeights = (weights: Weights): MatchTuning => ({
  ...MATCH_TUNING,
  weights: { ...weights },
});

/**
 * Weights as stored: undefined (use the defaults) unless they name exactly today's criteria,
 * each within its band, 100 in all (a criterion added since the fit waits for the next fit).
 */
export function storedWeights(stored: Record<string, number> | null | undefined) {
  if (!stored) return undefined;
  const base = defaults();
  const keys = Object.keys(stored);
  if (keys.length !== SCORE_TERMS.length || !SCORE_TERMS.every((c) => c in stored))
    return undefined;
  const weights = stored as Weights;
  const sum = SCORE_TERMS.reduce((s, c) => s + weights[c], 0);
  const inBand = SCORE_TERMS.every(
    (c) =>
      weights[c] >= WEIGHT_BAND[0] * base[c] - 1e-9 &&
      weights[c] <= WEIGHT_BAND[1] * base[c] + 1e-9,
  );
  return inBand && Math.abs(sum - TOTAL_POINTS) < 1e-6 ? weights : undefined;
}
