import { z } from "zod";
import { EnglishLevel, InterviewStage, SortDirection } from "../enums";
import { HttpUrl } from "../identity/platforms";
import { cursorList, cursorPage, itemList } from "../offers/pagination";
import { Scorecard } from "./scorecard";

/** An interview's type is the pipeline stage it decides (soft, hard = technical, english). */
export const InterviewType = InterviewStage;
export type InterviewType = z.infer<typeof InterviewType>;

export const interviewStatuses = ["scheduled", "completed", "cancelled"] as const;
export const InterviewStatus = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof InterviewStatus>;

export const interviewResults = ["approved", "not_approved"] as const;
export const InterviewResult = z.enum(interviewResults);
export type InterviewResult = z.infer<typeof InterviewResult>;

/** An IANA time zone the runtime knows ("America/Argentina/Buenos_Aires", "UTC"). */
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown time zone" },
  );

export const interviewDurations = { min: 15, max: 240, default: 60 } as const;
export const DurationMinutes = z
  .number()
  .int()
  .min(interviewDurations.min)
  .max(interviewDurations.max);

export const PersonRef = z.object({ userId: z.uuid(), name: z.string() });

export const InterviewDeveloper = z.object({
  id: z.uuid(),
  hashedId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** An interview as staff and interviewers see it in lists (no scorecard). */
export const InterviewSummary = z.object({
  id: z.uuid(),
  type: InterviewType,
  status: InterviewStatus,
  developer: InterviewDeveloper,
  candidateId: z.uuid().nullable(),
  offer: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  interviewer: PersonRef.nullable(),
  scheduledAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  meetingUrl: z.string().nullable(),
  result: InterviewResult.nullable(),
  englishLevel: EnglishLevel.nullable(),
  sequence: z.number().int(),
  supersedesId: z.uuid().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type InterviewSummary = z.infer<typeof InterviewSummary>;

/** One interview with its scorecard (staff and its interviewer only). */
export const Interview = InterviewSummary.extend({ scorecard: Scorecard });
export type Interview = z.infer<typeof Interview>;

export const InterviewList = cursorList(InterviewSummary);
export type InterviewList = z.infer<typeof InterviewList>;

/** `GET /interviews`: filters, the spec's sort (createdAt | scheduledAt, ASC | DESC), a cursor. */
export const InterviewQuery = z.strictObject({
  type: InterviewType.optional(),
  status: InterviewStatus.optional(),
  interviewerUserId: z.uuid().optional(),
  developerId: z.uuid().optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  sort: z.enum(["createdAt", "scheduledAt"]).default("scheduledAt"),
  direction: SortDirection.default("ASC"),
  ...cursorPage,
});
export type InterviewQuery = z.infer<typeof InterviewQuery>;

/** `POST /interviews`: schedule for an offer's candidate or for a developer without an offer. */
export const CreateInterviewRequest = z
  .strictObject({
    type: InterviewType,
    candidateId: z.uuid().optional(),
    developerId: z.uuid().optional(),
    interviewerUserId: z.uuid(),
    scheduledAt: z.iso.datetime(),
    durationMinutes: DurationMinutes.default(interviewDurations.default),
    meetingUrl: HttpUrl.optional(),
    /** A correction: the completed interview this one replaces (kept in history). */
    supersedesId: z.uuid().optional(),
  })
  .refine((b) => Boolean(b.candidateId) !== Boolean(b.developerId), {
    message: "Give either candidateId or developerId",
    path: ["candidateId"],
  });
export type CreateInterviewRequest = z.infer<typeof CreateInterviewRequest>;

/** `POST /interviews/{id}/complete`: final. English interviews also give the CEFR level. */
export const CompleteInterviewRequest = z.strictObject({
  result: InterviewResult,
  englishLevel: EnglishLevel.optional(),
});
export type CompleteInterviewRequest = z.infer<typeof CompleteInterviewRequest>;

export const RescheduleInterviewRequest = z.strictObject({
  scheduledAt: z.iso.datetime(),
  durationMinutes: DurationMinutes.optional(),
  meetingUrl: HttpUrl.optional(),
});
export type RescheduleInterviewRequest = z.infer<typeof RescheduleInterviewRequest>;

export const CancelInterviewRequest = z.strictObject({ reason: z.string().max(2_000).optional() });
export type CancelInterviewRequest = z.infer<typeof CancelInterviewRequest>;

/** `GET /interviewers`: who may be assigned an interview (a hardInterviewer: only themselves). */
export const InterviewerList = z.object({
  items: z.array(PersonRef.extend({ role: z.enum(["hardInterviewer", "matchers", "superAdmin"]) })),
});
export type InterviewerList = z.infer<typeof InterviewerList>;

export const InterviewsOfOffer = itemList(InterviewSummary);
export type InterviewsOfOffer = z.infer<typeof InterviewsOfOffer>;
