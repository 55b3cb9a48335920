import {
  candidateStatusLabels,
  type Locale,
  type PipelineExportRow,
  pipelineStageLabels,
  pipelineStageOf,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type listOfferCandidates,
  presentationsOfCandidates,
  staffNames,
} from "@encaja/db/queries";
import { toCandidateDecision } from "../decisions/presented";
import { exportedDecision } from "./row-parts";

type BoardRow = Awaited<ReturnType<typeof listOfferCandidates>>[number];

export interface PipelineOffer {
  id: string;
  title: string;
  responsibleMatcherId: string | null;
}

/** The export rows of a page of an offer's pipeline (the matchers' view), in the page's order. */
export async function pipelineRows(
  db: Db,
  offer: PipelineOffer,
  page: readonly BoardRow[],
  locale: Locale,
): Promise<PipelineExportRow[]> {
  const presentations = await presentationsOfCandidates(
    db,
    page.map((row) => row.candidate.id),
  );
  const byCandidate = new Map(presentations.map((p) => [p.candidate.id, p]));
  const names = await staffNames(db, [
    ...page.flatMap((row) => (row.candidate.createdBy ? [row.candidate.createdBy] : [])),
    ...(offer.responsibleMatcherId ? [offer.responsibleMatcherId] : []),
  ]);
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  return page.map(({ candidate, developer }) => {
    const presentation = byCandidate.get(candidate.id);
    const decision = presentation?.decision
      ? toCandidateDecision(presentation.decision, presentation.deciderName)
      : null;
    const stage = pipelineStageOf(candidate.status);
    return {
      offerId: offer.id,
      offerTitle: offer.title,
      candidateId: candidate.id,
      developerId: candidate.developerId,
      profileId: developer.hashedId,
      name: `${developer.firstName} ${developer.lastName}`.trim(),
      status: candidate.status,
      statusLabel: candidateStatusLabels[candidate.status][locale],
      stage,
      stageLabel: pipelineStageLabels[stage][locale],
      origin: candidate.origin,
      matchScore: candidate.matchScore,
      interviewStages: {
        soft: candidate.softStatus,
        hard: candidate.hardStatus,
        english: candidate.englishStatus,
      },
      statusReason: candidate.statusReason,
      note: candidate.note,
      overrideReason: candidate.overrideReason,
      addedAt: candidate.createdAt.toISOString(),
      addedBy: nameOf(candidate.createdBy),
      invitedAt: candidate.invitedAt?.toISOString() ?? null,
      presentedAt: presentation?.snapshot.createdAt.toISOString() ?? null,
      decision: decision ? exportedDecision(decision, locale) : null,
      responsibleMatcher: nameOf(offer.responsibleMatcherId),
      lastChangeAt: candidate.updatedAt.toISOString(),
    };
  });
}
