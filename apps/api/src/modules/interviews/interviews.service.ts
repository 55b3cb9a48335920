import type {
  CancelInterviewRequest,
  CreateInterviewRequest,
  Interview,
  InterviewerList,
  InterviewList,
  InterviewQuery,
  InterviewsOfOffer,
  RescheduleInterviewRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  developerOfCandidate,
  type Executor,
  findCandidateWithOffer,
  findInterview,
  findOffer,
  findUserBrief,
  insertInterview,
  interviewScoresOf,
  interviewsOfOffer,
  searchInterviews,
  updateScheduledInterview,
  usersWithRoles,
} from "@encaja/db/queries";
import { forbidden, invalidField, notFound } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { assertScheduled, interviewerRoles, seesOnlyOwn, visibleInterview } from "./access";
import { cancelAndNotify, type InterviewDeps, queueInterviewInvites } from "./invites";
import { toInterview, toInterviewSummary } from "./mappers";
import { assertInFuture, interviewerBusy, interviewerIsBusy } from "./schedule";

/** The interview with its scorecard, as answered after every staff change. */
export async function interviewAnswer(db: Executor, id: string): Promise<Interview> {
  const row = await findInterview(db, id);
  if (!row) throw notFound("Interview");
  return toInterview(row, await interviewScoresOf(db, id));
}

/** GET /interviews: a hardInterviewer only ever lists their own interviews. */
export async function listInterviews(
  db: Db,
  auth: AuthContext,
  query: InterviewQuery,
): Promise<InterviewList> {
  const after = decodeCursor(query.cursor);
  const rows = await searchInterviews(db, {
    type: query.type,
    status: query.status,
    interviewerUserId: seesOnlyOwn(auth) ? auth.userId : query.interviewerUserId,
    developerId: query.developerId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    sort: query.sort,
    direction: query.direction,
    after: after ? { value: after.createdAt, id: after.id } : undefined,
    limit: query.limit,
  });
  return page(rows, query.limit, (r) => r.interview.id, toInterviewSummary);
}

/** Who the interview is for: an offer's candidate, or a developer without an offer. */
async function interviewee(db: Executor, input: CreateInterviewRequest) {
  if (input.candidateId) {
    const found = await findCandidateWithOffer(db, input.candidateId);
    if (!found) throw invalidField("body.candidateId", "Unknown candidate");
    return { candidateId: found.candidate.id, developerId: found.candidate.developerId };
  }
  const developer = await developerOfCandidate(db, input.developerId!);
  if (!developer) throw invalidField("body.developerId", "Unknown developer");
  return { candidateId: null, developerId: input.developerId! };
}

/** POST /interviews: staff schedule for anyone; a hardInterviewer only for themselves. */
export async function createInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  input: CreateInterviewRequest,
): Promise<Interview> {
  if (seesOnlyOwn(auth) && input.interviewerUserId !== auth.userId) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const interviewer = await findUserBrief(tx, input.interviewerUserId);
    if (
      !interviewer ||
      interviewer.deletedAt ||
      !interviewerRoles.includes(interviewer.role as never)
    ) {
      throw invalidField("body.interviewerUserId", "Unknown interviewer");
    }
    const who = await interviewee(tx, input);
    if (input.supersedesId) {
      const previous = await findInterview(tx, input.supersedesId);
      if (
        previous?.interview.status !== "completed" ||
        previous.interview.developerId !== who.developerId ||
        previous.interview.type !== input.type
      ) {
        throw invalidField(
          "body.supersedesId",
          "Only a completed interview of the same type and developer can be superseded",
        );
      }
    }
    const start = new Date(input.scheduledAt);
    const busy = await interviewerIsBusy(tx, {
      interviewerUserId: input.interviewerUserId,
      start,
      durationMinutes: input.durationMinutes,
    });
    if (busy) throw interviewerBusy();
    const row = await insertInterview(tx, {
      type: input.type,
      ...who,
      interviewerUserId: input.interviewerUserId,
      createdByUserId: auth.userId,
      scheduledAt: start,
      durationMinutes: input.durationMinutes,
      meetingUrl: input.meetingUrl ?? null,
      supersedesId: input.supersedesId ?? null,
    });
    if (!row) throw interviewerBusy();
    await queueInterviewInvites(deps, tx, row.id, "scheduled");
    return interviewAnswer(tx, row.id);
  });
}

/** POST /interviews/{id}/reschedule: a new time (and SEQUENCE) for a scheduled interview. */
export async function rescheduleInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  id: string,
  input: RescheduleInterviewRequest,
): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    const row = await visibleInterview(tx, auth, id);
    assertScheduled(row);
    const start = new Date(input.scheduledAt);
    const durationMinutes = input.durationMinutes ?? row.interview.durationMinutes;
    assertInFuture(start);
    if (row.interview.interviewerUserId) {
      const busy = await interviewerIsBusy(tx, {
        interviewerUserId: row.interview.interviewerUserId,
        start,
        durationMinutes,
        exceptId: id,
      });
      if (busy) throw interviewerBusy();
    }
    await updateScheduledInterview(tx, id, {
      scheduledAt: start,
      durationMinutes,
      ...(input.meetingUrl ? { meetingUrl: input.meetingUrl } : {}),
      sequence: row.interview.sequence + 1,
    });
    await queueInterviewInvites(deps, tx, id, "rescheduled");
    return interviewAnswer(tx, id);
  });
}

/** POST /interviews/{id}/cancel */
export async function cancelInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  id: string,
  _input: CancelInterviewRequest,
): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    const row = await visibleInterview(tx, auth, id);
    assertScheduled(row);
    await cancelAndNotify(deps, tx, row.interview);
    return interviewAnswer(tx, id);
  });
}

/** GET /offers/{id}/interviews: every interview of the offer's candidates (matchers). */
export async function offerInterviews(db: Db, offerId: string): Promise<InterviewsOfOffer> {
  if (!(await findOffer(db, offerId))) throw notFound("Offer");
  const rows = await interviewsOfOffer(db, offerId);
  return { items: rows.map(toInterviewSummary) };
}

/** GET /interviewers: staff may assign anyone who interviews; a hardInterviewer only themselves. */
export async function listInterviewers(db: Db, auth: AuthContext): Promise<InterviewerList> {
  const rows = await usersWithRoles(db, [...interviewerRoles]);
  const visible = seesOnlyOwn(auth) ? rows.filter((r) => r.userId === auth.userId) : rows;
  return {
    items: visible.map((r) => ({
      userId: r.userId,
      name: r.name ?? "",
      role: r.role as InterviewerList["items"][number]["role"],
    })),
  };
}
