import {
  type CandidateStatus,
  type CreateMatchingInterviewRequest,
  canTransitionCandidate,
  type MatchingInterview,
  type MatchingInterviewList,
  type MatchingInterviewState,
  matchingOutcomeStatus,
  type UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type Executor,
  findCandidateWithOffer,
  findMatchingInterview,
  findOffer,
  findUserBrief,
  insertMatchingInterview,
  lockCandidate,
  type MatchingInterviewRow,
  matchingInterviewsOfOffer,
  openMatchingInterviewOf,
  updateMatchingInterviewRow,
} from "@encaja/db/queries";
import { appError, invalidField, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import type { ServiceDeps } from "../deps";
import { FINISHED_OFFER_STATUSES, offerClosed } from "../matching/matching.service";
import { invalidCandidateTransition, moveCandidate } from "../pipeline/move-candidate";
import { matchingInterviewerRoles } from "./access";
import { assertInFuture } from "./schedule";

const SCHEDULED: CandidateStatus = "matching_interview_scheduled";
const NOT_FINISHED: CandidateStatus = "mi_not_finished";

const noteRequired = () =>
  appError("NOTE_REQUIRED", "Rejecting a candidate needs the interview notes as the reason", {
    errors: [{ path: "body.notes", message: "Write why the candidate is rejected" }],
  });

function assertFuture(scheduledAt: string | null | undefined) {
  if (scheduledAt) assertInFuture(new Date(scheduledAt));
}

const interviewNotStarted = (scheduledAt: Date) =>
  appError("INTERVIEW_NOT_STARTED", "A matching interview cannot be finished before its time", {
    details: { scheduledAt: scheduledAt.toISOString() },
  });

/**
 * A new time must be in the future, except when finishing: a finished interview has taken
 * place, so its time (the current one, or the one it took place, sent with it) must have come.
 * The form resends the current time unchanged, which is fine while it stays scheduled.
 */
function assertTimeFits(current: Date | null, input: UpdateMatchingInterviewRequest) {
  const sent =
    input.scheduledAt === undefined || input.scheduledAt === null
      ? input.scheduledAt
      : new Date(input.scheduledAt);
  const at = sent === undefined ? current : sent;
  if (input.state === "finished") {
    if (at && at.getTime() > Date.now()) throw interviewNotStarted(at);
    return;
  }
  if (sent && sent.getTime() !== current?.getTime()) assertInFuture(sent);
}

async function assertInterviewer(db: Executor, userId: string) {
  const user = await findUserBrief(db, userId);
  if (!user || user.deletedAt || !matchingInterviewerRoles.includes(user.role)) {
    throw invalidField("body.interviewerUserId", "Choose a matcher or an administrator");
  }
}

type Found = NonNullable<Awaited<ReturnType<typeof findMatchingInterview>>>;

function toInterview(
  row: MatchingInterviewRow,
  found: Omit<Found, "interview">,
): MatchingInterview {
  const { candidate, developer } = found;
  return {
    id: row.id,
    candidateId: row.candidateId,
    offerId: candidate.offerId,
    developerId: candidate.developerId,
    developer: { id: candidate.developerId, ...developer },
    offer: { id: candidate.offerId, title: found.offerTitle },
    interviewer: row.interviewerUserId
      ? { userId: row.interviewerUserId, name: found.interviewerName ?? "" }
      : null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    state: row.state,
    notes: row.notes,
    confirmedSalary:
      row.salaryAmount !== null && row.salaryCurrency && row.salaryPeriod
        ? {
            amount: row.salaryAmount,
            currency: row.salaryCurrency,
            period: row.salaryPeriod,
          }
        : null,
    confirmedAvailability:
      row.availableFrom && row.hoursPerWeek !== null
        ? { availableFrom: row.availableFrom, hoursPerWeek: row.hoursPerWeek }
        : null,
    englishCheck: row.englishCheck,
    recommendation: row.recommendation ?? null,
    candidateStatus: candidate.status,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMatchingInterview(db: Executor, id: string): Promise<MatchingInterview> {
  const found = await findMatchingInterview(db, id);
  if (!found) throw notFound("Matching interview");
  return toInterview(found.interview, found);
}

/** GET /offers/{id}/matching-interviews: the pipeline shows each candidate's. */
export async function listOfferMatchingInterviews(
  db: Executor,
  offerId: string,
): Promise<MatchingInterviewList> {
  if (!(await findOffer(db, offerId))) throw notFound("Offer");
  const rows = await matchingInterviewsOfOffer(db, offerId);
  return { items: rows.map((row) => toInterview(row.interview, row)) };
}

/** POST /candidates/{id}/matching-interview: opens one and moves the candidate to scheduled. */
export async function createMatchingInterview(
  deps: ServiceDeps,
  auth: AuthContext,
  candidateId: string,
  input: CreateMatchingInterviewRequest,
): Promise<MatchingInterview> {
  const db: Db = deps.db;
  assertFuture(input.scheduledAt);
  const id = await db.transaction(async (tx) => {
    if (input.interviewerUserId) await assertInterviewer(tx, input.interviewerUserId);
    // Parallel requests take turns: the second then sees the first's open interview (409).
    await lockCandidate(tx, candidateId);
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
    const from = found.candidate.status;
    // The transition table decides (409 CANDIDATE_INVALID_TRANSITION from moveCandidate).
    if (from !== SCHEDULED) {
      await moveCandidate(deps, tx, auth, { candidate: found.candidate, to: SCHEDULED });
    }
    const row = await insertMatchingInterview(tx, {
      candidateId,
      interviewerUserId: input.interviewerUserId ?? auth.userId,
      scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
      notes: input.notes ?? "",
    });
    return row.id;
  });
  return getMatchingInterview(db, id);
}

/**
 * Where ending the interview takes the candidate, and the note that explains it. Ending it
 * `finished` needs a recommendation (see `matchingOutcomeStatus`); a rejection needs notes.
 */
function outcomeOf(
  found: Found,
  input: UpdateMatchingInterviewRequest,
): { to: CandidateStatus; note?: string } {
  const from = found.candidate.status;
  if (input.state === "not_finished") return { to: NOT_FINISHED };
  if (input.state !== "finished") return { to: from };
  const recommendation =
    input.recommendation !== undefined ? input.recommendation : found.interview.recommendation;
  if (!recommendation) {
    throw invalidField("body.recommendation", "Choose a recommendation to finish the interview");
  }
  const to = matchingOutcomeStatus(recommendation, {
    soft: found.candidate.softStatus,
    hard: found.candidate.hardStatus,
  });
  if (recommendation !== "reject") return { to };
  const note = (input.notes ?? found.interview.notes).trim();
  if (!note) throw noteRequired();
  return { to, note };
}

/**
 * PATCH /matching-interviews/{id}. While scheduled it can be rescheduled and reassigned; ending
 * it moves the candidate (`outcomeOf`) through moveCandidate, with a history entry; the English
 * check result is the candidate's English stage. An ended interview is history (409
 * MATCHING_INTERVIEW_CLOSED).
 */
export async function updateMatchingInterview(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
  input: UpdateMatchingInterviewRequest,
): Promise<MatchingInterview> {
  const db: Db = deps.db;
  await db.transaction(async (tx) => {
    const found = await findMatchingInterview(tx, id);
    if (!found) throw notFound("Matching interview");
    if (found.interview.state !== "scheduled") {
      throw appError("MATCHING_INTERVIEW_CLOSED", "The matching interview has ended", {
        details: { state: found.interview.state as MatchingInterviewState },
      });
    }
    assertTimeFits(found.interview.scheduledAt, input);
    if (FINISHED_OFFER_STATUSES.includes(found.offerStatus as never))
      throw offerClosed(found.offerStatus);
    if (input.interviewerUserId) await assertInterviewer(tx, input.interviewerUserId);
    const ending = input.state && input.state !== "scheduled";
    const from = found.candidate.status;
    const { to, note } = outcomeOf(found, input);
    if (to !== from && !canTransitionCandidate(from, to))
      throw invalidCandidateTransition(from, to);
    await updateMatchingInterviewRow(tx, id, {
      ...(input.scheduledAt !== undefined
        ? { scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null }
        : {}),
      ...(input.interviewerUserId ? { interviewerUserId: input.interviewerUserId } : {}),
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
      await moveCandidate(deps, tx, auth, {
        candidate: found.candidate,
        to,
        note,
        stages: input.englishCheck ? { english: input.englishCheck } : undefined,
      });
    }
  });
  return getMatchingInterview(db, id);
}
