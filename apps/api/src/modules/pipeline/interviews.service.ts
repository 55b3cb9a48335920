import {
  type CandidateStatus,
  type CreateMatchingInterviewRequest,
  type CurrencyCode,
  canTransitionCandidate,
  type InterviewStageStatus,
  type MatchingInterview,
  type MatchingInterviewState,
  type MatchingRecommendation,
  type SalaryPeriod,
  type UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import {
  type Db,
  type Executor,
  findCandidateWithOffer,
  findMatchingInterview,
  insertMatchingInterview,
  type MatchingInterviewRow,
  openMatchingInterviewOf,
  updateMatchingInterviewRow,
} from "@encaja/db";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { FINISHED_OFFER_STATUSES, offerClosed } from "../matching/service";
import { invalidCandidateTransition, moveCandidate } from "./move-candidate";

const SCHEDULED: CandidateStatus = "matching_interview_scheduled";
const NOT_FINISHED: CandidateStatus = "mi_not_finished";

function toInterview(
  row: MatchingInterviewRow,
  extra: { offerId: string; developerId: string; interviewerName: string | null; status: string },
): MatchingInterview {
  return {
    id: row.id,
    candidateId: row.candidateId,
    offerId: extra.offerId,
    developerId: extra.developerId,
    interviewer: row.interviewerUserId
      ? { userId: row.interviewerUserId, name: extra.interviewerName ?? "" }
      : null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    state: row.state as MatchingInterviewState,
    notes: row.notes,
    confirmedSalary:
      row.salaryAmount !== null && row.salaryCurrency && row.salaryPeriod
        ? {
            amount: row.salaryAmount,
            currency: row.salaryCurrency as CurrencyCode,
            period: row.salaryPeriod as SalaryPeriod,
          }
        : null,
    confirmedAvailability:
      row.availableFrom && row.hoursPerWeek !== null
        ? { availableFrom: row.availableFrom, hoursPerWeek: row.hoursPerWeek }
        : null,
    englishCheck: row.englishCheck as InterviewStageStatus,
    recommendation: (row.recommendation as MatchingRecommendation | null) ?? null,
    candidateStatus: extra.status as CandidateStatus,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMatchingInterview(db: Executor, id: string): Promise<MatchingInterview> {
  const found = await findMatchingInterview(db, id);
  if (!found) throw notFound("Matching interview");
  return toInterview(found.interview, {
    offerId: found.candidate.offerId,
    developerId: found.candidate.developerId,
    interviewerName: found.interviewerName,
    status: found.candidate.status,
  });
}

/** POST /candidates/{id}/matching-interview: opens one and moves the candidate to scheduled. */
export async function createMatchingInterview(
  db: Db,
  auth: AuthContext,
  candidateId: string,
  input: CreateMatchingInterviewRequest,
): Promise<MatchingInterview> {
  const id = await db.transaction(async (tx) => {
    const found = await findCandidateWithOffer(tx, candidateId);
    if (!found) throw notFound("Candidate");
    if (FINISHED_OFFER_STATUSES.includes(found.offerStatus as never))
      throw offerClosed(found.offerStatus);
    const open = await openMatchingInterviewOf(tx, candidateId);
    if (open) {
      throw appError(
        "MATCHING_INTERVIEW_EXISTS",
        "The candidate already has an open matching interview",
        { details: { matchingInterviewId: open.id } },
      );
    }
    const from = found.candidate.status as CandidateStatus;
    // The transition table decides (409 CANDIDATE_INVALID_TRANSITION from moveCandidate).
    if (from !== SCHEDULED) {
      await moveCandidate(tx, auth, { candidate: found.candidate, to: SCHEDULED });
    }
    const row = await insertMatchingInterview(tx, {
      candidateId,
      interviewerUserId: auth.userId,
      scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
      notes: input.notes ?? "",
    });
    return row.id;
  });
  return getMatchingInterview(db, id);
}

/**
 * PATCH /matching-interviews/{id}. Ending it as `not_finished` moves the candidate to
 * `mi_not_finished` (to reschedule later); the English check result is the candidate's
 * English stage. An ended interview is history (409 MATCHING_INTERVIEW_CLOSED).
 */
export async function updateMatchingInterview(
  db: Db,
  auth: AuthContext,
  id: string,
  input: UpdateMatchingInterviewRequest,
): Promise<MatchingInterview> {
  await db.transaction(async (tx) => {
    const found = await findMatchingInterview(tx, id);
    if (!found) throw notFound("Matching interview");
    if (found.interview.state !== "scheduled") {
      throw appError("MATCHING_INTERVIEW_CLOSED", "The matching interview has ended", {
        details: { state: found.interview.state as MatchingInterviewState },
      });
    }
    if (FINISHED_OFFER_STATUSES.includes(found.offerStatus as never))
      throw offerClosed(found.offerStatus);
    const ending = input.state && input.state !== "scheduled";
    const from = found.candidate.status as CandidateStatus;
    const to = input.state === "not_finished" && from !== NOT_FINISHED ? NOT_FINISHED : from;
    if (to !== from && !canTransitionCandidate(from, to))
      throw invalidCandidateTransition(from, to);
    await updateMatchingInterviewRow(tx, id, {
      ...(input.scheduledAt !== undefined
        ? { scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null }
        : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.confirmedSalary !== undefined
        ? {
            salaryAmount: input.confirmedSalary?.amount ?? null,
            salaryCurrency: input.confirmedSalary?.currency ?? null,
            salaryPeriod: input.confirmedSalary?.period ?? null,
          }
        : {}),
      ...(input.confirmedAvailability !== undefined
        ? {
            availableFrom: input.confirmedAvailability?.availableFrom ?? null,
            hoursPerWeek: input.confirmedAvailability?.hoursPerWeek ?? null,
          }
        : {}),
      ...(input.englishCheck ? { englishCheck: input.englishCheck } : {}),
      ...(input.recommendation !== undefined ? { recommendation: input.recommendation } : {}),
      ...(input.state ? { state: input.state } : {}),
      ...(ending ? { finishedAt: new Date() } : {}),
    });
    if (to !== from || input.englishCheck) {
      await moveCandidate(tx, auth, {
        candidate: found.candidate,
        to,
        stages: input.englishCheck ? { english: input.englishCheck } : undefined,
      });
    }
  });
  return getMatchingInterview(db, id);
}
