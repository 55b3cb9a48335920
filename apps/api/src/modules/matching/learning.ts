import type {
  Locale,
  MatchCriterion,
  MatchRanking,
  MatchRankingKind,
  RankingExplanationKey,
} from "@encaja/contracts";
import { renderRankingExplanation } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type CompanyMatchWeightsRow,
  companiesWithPresentations,
  type Executor,
  type LearningOutcomeRow,
  learningOutcomes,
  lockKey,
  oldestCompanyFit,
  saveCompanyMatchWeights,
} from "@encaja/db/queries";
import {
  fitCompanyWeights,
  type LearningSample,
  leadFact,
  MATCH_TUNING,
  MATCH_WEIGHTS,
  type MatchTuning,
  SCORE_TERMS,
  storedWeights,
  tuningWithWeights,
  type Weights,
  weightChanges,
} from "@encaja/matching";

const criteria = new Set<string>(SCORE_TERMS);

/** The outcomes as the fit reads them: each presented criterion's value, 0–1. */
export function samplesOf(rows: readonly LearningOutcomeRow[]): LearningSample[] {
  return rows.map((row) => ({
    customerId: row.customer_id,
    kind: row.kind,
    approved: row.approved,
    at: new Date(row.at),
    values: Object.fromEntries(
      (row.parts ?? [])
        .filter((p) => criteria.has(p.criterion) && typeof p.value === "number")
        .map((p) => [p.criterion, p.value]),
    ) as LearningSample["values"],
  }));
}

async function fitAndSave(db: Executor, customerId: string, samples: LearningSample[]) {
  const fit = fitCompanyWeights(customerId, samples);
  const changes = weightChanges(fit.weights, MATCH_WEIGHTS as Weights);
  await saveCompanyMatchWeights(db, {
    customerId,
    weights: fit.weights,
    decisionsUsed: fit.used,
    facts: {
      changes,
      lead: leadFact(changes, customerId, samples),
      pooledDecisions: fit.pooledUsed,
    },
  });
}

/** Fits one company's weights on every recorded outcome (after each of its decisions). */
export async function refitCompanyWeights(db: Executor, customerId: string): Promise<void> {
  await fitAndSave(db, customerId, samplesOf(await learningOutcomes(db)));
}

/** Refits every company that was ever presented candidates (the pooled prior moves too). */
export async function refitAllCompanyWeights(db: Executor): Promise<number> {
  const samples = samplesOf(await learningOutcomes(db));
  const companies = await companiesWithPresentations(db);
  for (const customerId of companies) await fitAndSave(db, customerId, samples);
  return companies.length;
}

/** Housekeeping refits every company at most this often (the pooled prior drifts slowly). */
export const REFIT_EVERY_MINUTES = 60;

/**
 * Refits every company when the oldest fit is older than REFIT_EVERY_MINUTES (or none exists):
 * under a lock, so of several API instances one does the work and the others find it fresh.
 */
export async function refitStaleCompanyWeights(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKey(tx, "company-match-weights");
    const oldest = await oldestCompanyFit(tx);
    if (oldest && now.getTime() - oldest.getTime() < REFIT_EVERY_MINUTES * 60_000) return 0;
    return refitAllCompanyWeights(tx);
  });
}

export interface OfferRanking {
  tuning: MatchTuning;
  ranking: (locale: Locale) => MatchRanking;
}

function explanationOf(
  kind: MatchRankingKind,
  companyName: string,
  row: CompanyMatchWeightsRow | undefined,
  changes: MatchRanking["changes"],
): [RankingExplanationKey, Record<string, string | number>] {
  const company = companyName;
  if (kind === "base") return ["ranking.base", { company }];
  const first = changes[0];
  if (!row || !first) return ["ranking.unchanged", { company, decided: row?.decisionsUsed ?? 0 }];
  const lead = row.facts.lead;
  const change = (lead && changes.find((c) => c.criterion === lead.criterion)) || first;
  const effect = {
    criterion: change.criterion,
    direction: change.to > change.from ? "more" : "less",
    from: change.from,
    to: change.to,
  };
  if (lead && lead.criterion === change.criterion) {
    return ["ranking.adjusted", { company, ...lead, ...effect }];
  }
  return ["ranking.pooled", { decided: row.facts.pooledDecisions, ...effect }];
}

/**
 * The tuning that ranks an offer and how the answer explains it, from its company's stored
 * weights `row`: the learnt weights (`adjusted`, the default; the defaults until a fit moved
 * them) or the defaults (`base`). Weights come from the database, so every instance ranks alike.
 */
export function rankingWith(
  row: CompanyMatchWeightsRow | undefined,
  companyName: string,
  kind: MatchRankingKind,
): OfferRanking {
  const weights = kind === "adjusted" ? storedWeights(row?.weights) : undefined;
  const changes = weights ? weightChanges(weights, MATCH_WEIGHTS as Weights) : [];
  return {
    tuning: weights ? tuningWithWeights(weights) : MATCH_TUNING,
    ranking: (locale) => {
      const [key, params] = explanationOf(kind, companyName, row, changes);
      return {
        kind,
        companyName,
        decisionsUsed: row?.decisionsUsed ?? 0,
        fittedAt: row ? row.fittedAt.toISOString() : null,
        changes: changes.map((c) => ({ ...c, criterion: c.criterion as MatchCriterion })),
        explanation: renderRankingExplanation(key, params, locale),
      };
    },
  };
}
