import {
  type CandidateExportRow,
  type Locale,
  pipelineStageLabels,
  pipelineStageOf,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type PresentationRow,
  presentationsOfCandidates,
  sentBudgetStatuses,
  snapshotInterviews,
} from "@encaja/db/queries";
import { toPresentedCandidate } from "../decisions/presented";
import { exportedDecision, latestInstant, quotedInterviews } from "./row-parts";

interface Facts {
  offerTitle: string;
  interviews: unknown;
  budgetStatus: CandidateExportRow["budgetStatus"];
}

/**
 * One presented candidate as its company sees it: the decisions module's view of the
 * presentation (anonymised until approved), in the export's flat shape.
 */
function toCandidateRow(
  row: PresentationRow,
  facts: Facts,
  locale: Locale,
  now: Date,
): CandidateExportRow {
  const shown = toPresentedCandidate(row, now);
  const stage = pipelineStageOf(row.candidate.status);
  return {
    offerId: row.snapshot.offerId,
    offerTitle: facts.offerTitle,
    candidateId: shown.candidateId,
    profileId: shown.card.hashedId,
    name: shown.contact?.name ?? null,
    email: shown.contact?.email ?? null,
    phone: shown.contact?.phone ?? null,
    linkedinUrl: shown.contact?.linkedinUrl ?? null,
    headline: shown.snapshot.headline,
    techRole: shown.card.techRole,
    seniority: shown.card.seniority,
    englishLevel: shown.card.englishLevel,
    country: shown.card.country,
    stage,
    stageLabel: pipelineStageLabels[stage][locale],
    matchScore: shown.matchScore,
    presentedAt: shown.presentedAt,
    interviewStages: shown.stages,
    interviews: quotedInterviews(facts.interviews),
    decision: shown.decision ? exportedDecision(shown.decision, locale) : null,
    budgetStatus: facts.budgetStatus,
    lastChangeAt: latestInstant(
      row.candidate.updatedAt,
      row.snapshot.createdAt,
      row.decision?.decidedAt,
    ),
  };
}

/** The export rows of a page of presented candidates, in the page's order. */
export async function companyCandidateRows(
  db: Db,
  page: readonly { id: string; offerTitle: string }[],
  locale: Locale,
  now: Date,
): Promise<CandidateExportRow[]> {
  const ids = page.map((candidate) => candidate.id);
  const presentations = await presentationsOfCandidates(db, ids);
  const [interviews, budgets] = await Promise.all([
    snapshotInterviews(
      db,
      presentations.map((p) => p.snapshot.id),
    ),
    sentBudgetStatuses(db, ids),
  ]);
  const byCandidate = new Map(presentations.map((p) => [p.candidate.id, p]));
  return page.flatMap((candidate) => {
    const presentation = byCandidate.get(candidate.id);
    if (!presentation) return [];
    const facts = {
      offerTitle: candidate.offerTitle,
      interviews: interviews.get(presentation.snapshot.id),
      budgetStatus: budgets.get(candidate.id) ?? null,
    };
    return [toCandidateRow(presentation, facts, locale, now)];
  });
}
