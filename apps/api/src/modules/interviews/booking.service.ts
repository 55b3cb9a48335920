import {
  BOOKED_INTERVIEW_MINUTES,
  BOOKING_MIN_NOTICE_HOURS,
  type BookInterviewRequest,
  type DeveloperInterview,
  type DeveloperInterviewList,
  type InterviewerAvailability,
  localDateTime,
  type Role,
  type SlotList,
  type SlotQuery,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  availabilityOf,
  bookableInterviewers,
  type Executor,
  findInterview,
  insertInterview,
  interviewsOfDeveloper,
  replaceAvailability,
  scheduledInterviewsOf,
  updateScheduledInterview,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "../developers/context";
import { assertScheduled } from "./access";
import { cancelAndNotify, type InterviewDeps, queueInterviewInvites } from "./invites";
import { changeableUntil, toDeveloperInterview } from "./mappers";
import { interviewerIsBusy, slotTaken } from "./schedule";
import { bookableSlots } from "./slots";

/** Developers book technical interviews with these interviewers' availability. */
const BOOKABLE_ROLES: Role[] = ["hardInterviewer"];

/** GET /interviewers/me/availability (UTC and no windows until the interviewer sets them). */
export async function getAvailability(db: Db, auth: AuthContext): Promise<InterviewerAvailability> {
  const rows = await availabilityOf(db, [auth.userId]);
  return {
    timeZone: rows[0]?.timeZone ?? "UTC",
    windows: rows.map((r) => ({
      weekday: r.weekday,
      startMinute: r.startMinute,
      endMinute: r.endMinute,
    })),
  };
}

/** PUT /interviewers/me/availability: replaces the whole week. */
export async function putAvailability(
  db: Db,
  auth: AuthContext,
  input: InterviewerAvailability,
): Promise<InterviewerAvailability> {
  await db.transaction((tx) => replaceAvailability(tx, auth.userId, input.timeZone, input.windows));
  return getAvailability(db, auth);
}

async function slotsBetween(db: Executor, from: Date, to: Date, interviewerUserId?: string) {
  const interviewers = await bookableInterviewers(db, BOOKABLE_ROLES);
  const chosen = interviewerUserId
    ? interviewers.filter((i) => i.userId === interviewerUserId)
    : interviewers;
  const ids = chosen.map((i) => i.userId);
  const [windows, busy] = await Promise.all([
    availabilityOf(db, ids),
    scheduledInterviewsOf(db, ids, from, to),
  ]);
  const names = new Map(chosen.map((i) => [i.userId, i.name ?? ""]));
  return {
    names,
    windows,
    slots: bookableSlots({ windows, busy, from, to, durationMinutes: BOOKED_INTERVIEW_MINUTES }),
  };
}

const earliestBookable = () => new Date(Date.now() + BOOKING_MIN_NOTICE_HOURS * 3_600_000);

/** GET /developers/me/interview-slots: free slots of the coming days, in the developer's zone. */
export async function listSlots(db: Db, auth: AuthContext, query: SlotQuery): Promise<SlotList> {
  await signedInDeveloper(db, auth);
  const from = earliestBookable();
  const to = new Date(from.getTime() + query.days * 86_400_000);
  const { names, slots } = await slotsBetween(db, from, to);
  return {
    durationMinutes: BOOKED_INTERVIEW_MINUTES,
    items: slots.slice(0, 500).map((s) => ({
      interviewerUserId: s.interviewerUserId,
      interviewerName: names.get(s.interviewerUserId) ?? "",
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      localStart: localDateTime(s.startsAt, query.timeZone),
      timeZone: query.timeZone,
    })),
  };
}

const slotUnavailable = () =>
  appError("SLOT_UNAVAILABLE", "That time is not one of the interviewer's bookable slots");

/**
 * Checks that the asked start is a slot of the interviewer's weekly availability (taken or
 * not), then, under the interviewer's schedule lock, that nobody holds it: SLOT_TAKEN.
 */
async function claimSlot(
  tx: Executor,
  input: BookInterviewRequest,
  exceptId?: string,
): Promise<Date> {
  const start = new Date(input.scheduledAt);
  if (start.getTime() < earliestBookable().getTime()) throw slotUnavailable();
  const { windows } = await slotsBetween(
    tx,
    start,
    new Date(start.getTime() + 60_000),
    input.interviewerUserId,
  );
  const offered = bookableSlots({
    windows,
    busy: [],
    from: start,
    to: new Date(start.getTime() + 60_000),
    durationMinutes: BOOKED_INTERVIEW_MINUTES,
  }).some((s) => s.startsAt.getTime() === start.getTime());
  if (!offered) throw slotUnavailable();
  const busy = await interviewerIsBusy(tx, {
    interviewerUserId: input.interviewerUserId,
    start,
    durationMinutes: BOOKED_INTERVIEW_MINUTES,
    ...(exceptId ? { exceptId } : {}),
  });
  if (busy) throw slotTaken();
  return start;
}

async function developerAnswer(db: Executor, id: string): Promise<DeveloperInterview> {
  const row = await findInterview(db, id);
  if (!row) throw notFound("Interview");
  return toDeveloperInterview(row);
}

/** POST /developers/me/interviews: of two developers racing for one slot, exactly one wins. */
export async function bookInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  input: BookInterviewRequest,
): Promise<DeveloperInterview> {
  const { developer } = await signedInDeveloper(deps.db, auth);
  return deps.db.transaction(async (tx) => {
    const start = await claimSlot(tx, input);
    const row = await insertInterview(tx, {
      type: "hard",
      candidateId: null,
      developerId: developer.id,
      interviewerUserId: input.interviewerUserId,
      createdByUserId: auth.userId,
      scheduledAt: start,
      durationMinutes: BOOKED_INTERVIEW_MINUTES,
      developerTimeZone: input.timeZone,
    });
    if (!row) throw slotTaken();
    await queueInterviewInvites(deps, tx, row.id, "scheduled");
    return developerAnswer(tx, row.id);
  });
}

/** GET /developers/me/interviews */
export async function listOwnInterviews(
  db: Db,
  auth: AuthContext,
): Promise<DeveloperInterviewList> {
  const { developer } = await signedInDeveloper(db, auth);
  const rows = await interviewsOfDeveloper(db, developer.id);
  return { items: rows.map(toDeveloperInterview) };
}

/** The developer's own scheduled interview, still before its change deadline. */
async function changeableOwnInterview(tx: Executor, auth: AuthContext, id: string) {
  const { developer } = await signedInDeveloper(tx, auth);
  const row = await findInterview(tx, id);
  if (!row || row.interview.developerId !== developer.id) throw notFound("Interview");
  assertScheduled(row);
  const until = changeableUntil(row.interview.scheduledAt);
  if (Date.now() > until.getTime()) {
    throw appError("INTERVIEW_CHANGE_DEADLINE", "The interview starts too soon to change it", {
      details: { changeableUntil: until.toISOString() },
    });
  }
  return row;
}

/** POST /developers/me/interviews/{id}/cancel */
export async function cancelOwnInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  id: string,
): Promise<DeveloperInterview> {
  return deps.db.transaction(async (tx) => {
    const row = await changeableOwnInterview(tx, auth, id);
    await cancelAndNotify(deps, tx, row.interview);
    return developerAnswer(tx, id);
  });
}

/** POST /developers/me/interviews/{id}/reschedule: to another bookable slot. */
export async function rescheduleOwnInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  id: string,
  input: BookInterviewRequest,
): Promise<DeveloperInterview> {
  return deps.db.transaction(async (tx) => {
    const row = await changeableOwnInterview(tx, auth, id);
    const start = await claimSlot(tx, input, id);
    await updateScheduledInterview(tx, id, {
      interviewerUserId: input.interviewerUserId,
      scheduledAt: start,
      developerTimeZone: input.timeZone,
      sequence: row.interview.sequence + 1,
    });
    await queueInterviewInvites(deps, tx, id, "rescheduled");
    return developerAnswer(tx, id);
  });
}
