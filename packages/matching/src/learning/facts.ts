import type { MatchCriterion } from "@encaja/contracts";
import { SCORE_TERMS } from "../formula";
import type { Weights } from "./bounded-weights";
import type { LearningSample } from "./fit";

export interface WeightChangeFact {
  criterion: MatchCriterion;
  from: number;
  to: number;
}

/** The company's decided candidates split on one criterion: above its mean, and the rest. */
export interface SplitFact {
  criterion: MatchCriterion;
  strongApproved: number;
  strongDecided: number;
  restApproved: number;
  restDecided: number;
}

/**
 * Every criterion whose points differ from the default, biggest relative change first (English
 * 8 → 12 leads skills 36 → 33: the first is what the company's decisions said, the second
 * mostly what making room for it took).
 */
export function weightChanges(weights: Weights, defaults: Weights): WeightChangeFact[] {
  return SCORE_TERMS.filter((c) => weights[c] !== defaults[c])
    .map((c) => ({ criterion: c, from: defaults[c], to: weights[c] }))
    .sort((a, b) => Math.abs(b.to / b.from - 1) - Math.abs(a.to / a.from - 1));
}

function splitOn(criterion: MatchCriterion, decided: readonly LearningSample[]): SplitFact {
  const known = decided.filter((s) => s.values[criterion] !== undefined);
  const mean = known.reduce((sum, s) => sum + s.values[criterion]!, 0) / (known.length || 1);
  const strong = known.filter((s) => s.values[criterion]! > mean);
  const rest = known.filter((s) => s.values[criterion]! <= mean);
  const approved = (list: LearningSample[]) => list.filter((s) => s.approved).length;
  return {
    criterion,
    strongApproved: approved(strong),
    strongDecided: strong.length,
    restApproved: approved(rest),
    restDecided: rest.length,
  };
}

/**
 * What the explanation shows: the biggest change whose criterion splits the company's own
 * decisions in two (so "approved 4 of 5 above average, 1 of 6 others" can be said); null when
 * no change does (the pooled prior moved the weights, or nothing moved).
 */
export function leadFact(
  changes: readonly WeightChangeFact[],
  customerId: string,
  samples: readonly LearningSample[],
): SplitFact | null {
  const decided = samples.filter((s) => s.customerId === customerId && s.kind === "decision");
  for (const change of changes) {
    const split = splitOn(change.criterion, decided);
    if (split.strongDecided > 0 && split.restDecided > 0) return split;
  }
  return null;
}
