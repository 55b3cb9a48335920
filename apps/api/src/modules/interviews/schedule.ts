import { type Executor, lockInterviewerSchedule, overlappingInterviews } from "@encaja/db/queries";
import { appError } from "../../errors/app-error";

export const interviewInPast = () =>
  appError("INTERVIEW_IN_PAST", "An interview cannot be scheduled in the past", {
    errors: [{ path: "body.scheduledAt", message: "Choose a time in the future" }],
  });

/** Refuses a start that is not in the future (400 INTERVIEW_IN_PAST). */
export function assertInFuture(start: Date): void {
  if (start.getTime() <= Date.now()) throw interviewInPast();
}

export const interviewerBusy = () =>
  appError("INTERVIEWER_BUSY", "The interviewer already has an interview at that time");

export const slotTaken = () => appError("SLOT_TAKEN", "Someone has just booked that slot");

/**
 * Inside the caller's transaction: refuses a start in the past, then takes the interviewer's
 * schedule lock and tells whether [start, start + duration) overlaps another scheduled
 * interview of theirs. The lock holds until the transaction ends, so the caller's write that
 * follows cannot race another booking of the same interviewer.
 */
export async function interviewerIsBusy(
  tx: Executor,
  params: { interviewerUserId: string; start: Date; durationMinutes: number; exceptId?: string },
): Promise<boolean> {
  assertInFuture(params.start);
  await lockInterviewerSchedule(tx, params.interviewerUserId);
  const end = new Date(params.start.getTime() + params.durationMinutes * 60_000);
  const overlapping = await overlappingInterviews(tx, {
    interviewerUserId: params.interviewerUserId,
    start: params.start,
    end,
    exceptId: params.exceptId,
  });
  return overlapping.length > 0;
}
