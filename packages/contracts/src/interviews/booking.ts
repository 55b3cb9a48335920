import { z } from "zod";
import { EnglishLevel } from "../enums";
import { itemList } from "../offers/pagination";
import {
  DurationMinutes,
  InterviewResult,
  InterviewStatus,
  InterviewType,
  TimeZone,
} from "./interview";

/** One weekly window of an interviewer's local wall time (minutes after midnight). */
export const AvailabilityWindow = z
  .strictObject({
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: z.number().int().min(1).max(7),
    startMinute: z.number().int().min(0).max(1439),
    endMinute: z.number().int().min(1).max(1440),
  })
  .refine((w) => w.startMinute < w.endMinute, {
    message: "The window must end after it starts",
    path: ["endMinute"],
  });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindow>;

/** `GET|PUT /interviewers/me/availability`: the whole week, replaced as one. */
export const InterviewerAvailability = z.strictObject({
  timeZone: TimeZone,
  windows: z.array(AvailabilityWindow).max(50),
});
export type InterviewerAvailability = z.infer<typeof InterviewerAvailability>;

/** `GET /developers/me/interview-slots`: bookable hard-interview slots, shown in `timeZone`. */
export const SlotQuery = z.strictObject({
  timeZone: TimeZone.default("UTC"),
  days: z.coerce.number().int().min(1).max(28).default(14),
});
export type SlotQuery = z.infer<typeof SlotQuery>;

export const InterviewSlot = z.object({
  interviewerUserId: z.uuid(),
  interviewerName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The start in the asked time zone, "YYYY-MM-DDTHH:mm" wall time. */
  localStart: z.string(),
  timeZone: z.string(),
});
export type InterviewSlot = z.infer<typeof InterviewSlot>;

export const SlotList = z.object({
  items: z.array(InterviewSlot),
  durationMinutes: DurationMinutes,
});
export type SlotList = z.infer<typeof SlotList>;

/** `POST /developers/me/interviews`: book one of the listed slots. */
export const BookInterviewRequest = z.strictObject({
  interviewerUserId: z.uuid(),
  scheduledAt: z.iso.datetime(),
  timeZone: TimeZone,
});
export type BookInterviewRequest = z.infer<typeof BookInterviewRequest>;

/** `POST /developers/me/interviews/{id}/reschedule`: move to another listed slot. */
export const DeveloperRescheduleRequest = BookInterviewRequest;
export type DeveloperRescheduleRequest = BookInterviewRequest;

/** An interview as its developer sees it: never the scorecard, summary or notes. */
export const DeveloperInterview = z.object({
  id: z.uuid(),
  type: InterviewType,
  status: InterviewStatus,
  interviewerName: z.string().nullable(),
  offerTitle: z.string().nullable(),
  scheduledAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  meetingUrl: z.string().nullable(),
  result: InterviewResult.nullable(),
  englishLevel: EnglishLevel.nullable(),
  /** Until when the developer may still cancel or reschedule it. */
  changeableUntil: z.iso.datetime(),
});
export type DeveloperInterview = z.infer<typeof DeveloperInterview>;

export const DeveloperInterviewList = itemList(DeveloperInterview);
export type DeveloperInterviewList = z.infer<typeof DeveloperInterviewList>;

/** Developers may cancel or reschedule up to this long before the start. */
export const DEVELOPER_CHANGE_DEADLINE_HOURS = 24;
/** Bookable slots start at least this long from now. */
export const BOOKING_MIN_NOTICE_HOURS = 24;
/** Developer-booked hard interviews last this long. */
export const BOOKED_INTERVIEW_MINUTES = 60;
