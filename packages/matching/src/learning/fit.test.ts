import type { MatchCriterion } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { SCORE_TERMS } from "../formula";
import { MATCH_WEIGHTS } from "../tuning";
import { boundedWeights, TOTAL_POINTS, WEIGHT_BAND, type Weights } from "./bounded-weights";
import { leadFact, weightChanges } from "./facts";
import { fitCompanyWeights, type LearningSample, storedWeights } from "./fit";

const defaults = MATCH_WEIGHTS as Weights;

/** A deterministic pseudo-random stream (no Math.random in tests of a deterministic fit). */
function stream(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Candidates with random values; approved when `likes` is high (noisy when `noise` > 0). */
function decisions(customerId: string, n: number, likes: MatchCriterion, seed = 1, noise = 0) {
  const random = stream(seed);
  return Array.from({ length: n }, (_, i): LearningSample => {
    const values = Object.fromEntries(SCORE_TERMS.map((c) => [c, random()]));
    const approved = random() < noise ? random() < 0.5 : values[likes]! > 0.5;
    return { customerId, values, approved, kind: "decision", at: new Date(1_000 * i) };
  });
}

function expectBounded(weights: Weights) {
  expect(SCORE_TERMS.reduce((sum, c) => sum + weights[c], 0)).toBe(TOTAL_POINTS);
  for (const c of SCORE_TERMS) {
    expect(Number.isInteger(weights[c])).toBe(true);
    expect(weights[c]).toBeGreaterThanOrEqual(WEIGHT_BAND[0] * defaults[c]);
    expect(weights[c]).toBeLessThanOrEqual(WEIGHT_BAND[1] * defaults[c]);
  }
}

describe("fitCompanyWeights", () => {
  it("moves the weight of what the company approves on, up to the band, and never out of it", () => {
    const fit = fitCompanyWeights("acme", decisions("acme", 60, "english"));
    expectBounded(fit.weights);
    expect(fit.weights.english).toBeGreaterThan(defaults.english);
    expect(fit.used).toBe(60);
  });

  it("keeps every weight in its band and 100 in all, whatever the data", () => {
    for (const likes of SCORE_TERMS) {
      for (const seed of [1, 2, 3]) {
        expectBounded(fitCompanyWeights("acme", decisions("acme", 200, likes, seed)).weights);
      }
    }
    const allRejected = decisions("acme", 50, "skills").map((s) => ({ ...s, approved: false }));
    expectBounded(fitCompanyWeights("acme", allRejected).weights);
  });

  it("stays at the defaults without decisions and near them with few", () => {
    expect(fitCompanyWeights("acme", []).weights).toEqual(defaults);
    const few = fitCompanyWeights("acme", decisions("acme", 2, "english")).weights;
    for (const c of SCORE_TERMS) expect(Math.abs(few[c] - defaults[c])).toBeLessThanOrEqual(1);
  });

  it("learns less from noisy decisions than from consistent ones", () => {
    const clean = fitCompanyWeights("acme", decisions("acme", 40, "english", 4)).weights;
    const noisy = fitCompanyWeights("acme", decisions("acme", 40, "english", 4, 0.8)).weights;
    expect(clean.english).toBeGreaterThanOrEqual(noisy.english);
  });

  it("uses other companies' decisions as the prior, not as the company's own", () => {
    const others = decisions("globex", 200, "salary", 5);
    const fit = fitCompanyWeights("acme", others);
    expect(fit.used).toBe(0);
    expect(fit.pooledUsed).toBe(200);
    expect(fit.weights.salary).toBeGreaterThan(defaults.salary);
  });

  it("is deterministic", () => {
    const samples = decisions("acme", 80, "seniority", 7, 0.2);
    expect(fitCompanyWeights("acme", samples)).toEqual(fitCompanyWeights("acme", samples));
  });
});

describe("boundedWeights", () => {
  it("clamps extreme weights into the band and rounds to 100 whole points", () => {
    const extreme = { ...defaults, english: 1_000, skills: 0 } as Weights;
    const w = boundedWeights(extreme, defaults);
    expectBounded(w);
    expect(w.english).toBe(WEIGHT_BAND[1] * defaults.english);
    expect(w.skills).toBe(WEIGHT_BAND[0] * defaults.skills);
  });
});

describe("storedWeights", () => {
  it("accepts a fit's weights and refuses ones that miss a criterion or leave the band", () => {
    expect(storedWeights({ ...defaults })).toEqual(defaults);
    const { activity: _, ...missing } = defaults;
    expect(storedWeights(missing)).toBeUndefined();
    expect(storedWeights({ ...defaults, skills: 10, english: 38 })).toBeUndefined();
    expect(storedWeights(null)).toBeUndefined();
  });
});

describe("explanation facts", () => {
  it("names the biggest change and splits the company's decisions on it", () => {
    const samples = decisions("acme", 60, "english");
    const weights = fitCompanyWeights("acme", samples).weights;
    const changes = weightChanges(weights, defaults);
    expect(changes[0]?.criterion).toBe("english");
    const lead = leadFact(changes, "acme", samples)!;
    expect(lead.criterion).toBe("english");
    expect(lead.strongApproved / lead.strongDecided).toBeGreaterThan(
      lead.restApproved / lead.restDecided,
    );
  });
});
