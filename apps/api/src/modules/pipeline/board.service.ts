import {
  type CandidateBoard,
  type CandidateBoardQuery,
  type CandidateStatus,
  candidateStatusOrder,
  pipelineStageOf,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { candidateStatusCounts, findOffer, listOfferCandidates } from "@encaja/db/queries";
import type { z } from "zod";
import { notFound } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import { toCandidate } from "./mappers";

/** The pipeline board: a page of candidates (oldest first) and every status with its count. */
export async function candidateBoard(
  db: Db,
  offerId: string,
  query: z.infer<typeof CandidateBoardQuery>,
): Promise<CandidateBoard> {
  const [rows, counts] = await Promise.all([
    listOfferCandidates(db, {
      offerId,
      statuses: query.status,
      after: decodeCursor(query.cursor),
      limit: query.limit,
    }),
    candidateStatusCounts(db, offerId),
  ]);
  // Candidates belong to an offer (foreign key): only an empty board needs to look the offer up.
  if (counts.length === 0 && !(await findOffer(db, offerId))) throw notFound("Offer");
  const order = (s: string) => candidateStatusOrder.indexOf(s as CandidateStatus);
  return {
    ...page(
      rows,
      query.limit,
      (r) => r.candidate.id,
      (r) => toCandidate(r.candidate, r.developer),
    ),
    groups: counts
      .sort((a, b) => order(a.status) - order(b.status))
      .map((c) => ({
        status: c.status,
        stage: pipelineStageOf(c.status),
        count: c.count,
      })),
  };
}
