import { z } from "zod";
import { DateOnly, Salary } from "../developers/profile";
import { CandidateStatus, InterviewStageStatus } from "../enums";
import { itemList } from "../offers/pagination";
import { timestamps } from "../shapes";

/**
 * A matching interview's state: `scheduled` until it ends; `finished` when the matcher
 * completed the screening; `not_finished` when it ended early (no-show, cut short) — the
 * candidate then moves to `mi_not_finished` so it can be rescheduled.
 */
export const matchingInterviewStates = ["scheduled", "finished", "not_finished"] as const;
export const MatchingInterviewState = z.enum(matchingInterviewStates);
export type MatchingInterviewState = z.infer<typeof MatchingInterviewState>;

export const matchingRecommendations = ["advance", "hold", "reject"] as const;
export const MatchingRecommendation = z.enum(matchingRecommendations);
export type MatchingRecommendation = z.infer<typeof MatchingRecommendation>;

export const ConfirmedAvailability = z.strictObject({
  availableFrom: DateOnly,
  hoursPerWeek: z.number().int().min(1).max(80),
});

export const MatchingInterview = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  offerId: z.uuid(),
  developerId: z.uuid(),
  /** Who is interviewed and for which offer, so the page can name them. */
  developer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  offer: z.object({ id: z.uuid(), title: z.string() }),
  interviewer: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  scheduledAt: z.iso.datetime().nullable(),
  state: MatchingInterviewState,
  notes: z.string(),
  confirmedSalary: Salary.nullable(),
  confirmedAvailability: ConfirmedAvailability.nullable(),
  englishCheck: InterviewStageStatus,
  recommendation: MatchingRecommendation.nullable(),
  /** The candidate's status after this change (the interview drives it). */
  candidateStatus: CandidateStatus,
  finishedAt: z.iso.datetime().nullable(),
  ...timestamps,
});
export type MatchingInterview = z.infer<typeof MatchingInterview>;

/** GET /offers/{id}/matching-interviews: every matching interview of the offer's candidates. */
export const MatchingInterviewList = itemList(MatchingInterview);
export type MatchingInterviewList = z.infer<typeof MatchingInterviewList>;

/**
 * POST /candidates/{id}/matching-interview. `scheduledAt` must be in the future (400
 * INTERVIEW_IN_PAST); the interviewer defaults to the caller and must be a matcher or
 * superAdmin (400 field error otherwise).
 */
export const CreateMatchingInterviewRequest = z.strictObject({
  scheduledAt: z.iso.datetime().optional(),
  interviewerUserId: z.uuid().optional(),
  notes: z.string().max(20_000).optional(),
});
export type CreateMatchingInterviewRequest = z.infer<typeof CreateMatchingInterviewRequest>;

/**
 * PATCH /matching-interviews/{id}. While scheduled it can be rescheduled (a future time) and
 * reassigned. Ending it `finished` needs a time that is not in the future (409
 * INTERVIEW_NOT_STARTED; the same request may set the time it took place, which may be past)
 * and a recommendation, which moves the candidate: `advance`
 * to the next interview stage not yet approved (soft, then hard, else presented to the client),
 * `reject` to non_suitable_soft with the notes as the reason (400 NOTE_REQUIRED without
 * notes), `hold` keeps it at matching_interview_scheduled. `not_finished` moves it to
 * mi_not_finished.
 */
export const UpdateMatchingInterviewRequest = z
  .strictObject({
    scheduledAt: z.iso.datetime().nullable().optional(),
    interviewerUserId: z.uuid().optional(),
    notes: z.string().max(20_000).optional(),
    confirmedSalary: Salary.nullable().optional(),
    confirmedAvailability: ConfirmedAvailability.nullable().optional(),
    englishCheck: InterviewStageStatus.optional(),
    recommendation: MatchingRecommendation.nullable().optional(),
    state: MatchingInterviewState.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" });
export type UpdateMatchingInterviewRequest = z.infer<typeof UpdateMatchingInterviewRequest>;

/**
 * Where a matching interview's recommendation takes the candidate when it ends `finished`
 * (the API applies it; the page can name it): `advance` goes to the first interview stage not
 * yet approved (soft, then hard), else to presented_to_client_pending; `reject` closes the
 * candidacy as non_suitable_soft; `hold` stays at matching_interview_scheduled.
 */
export function matchingOutcomeStatus(
  recommendation: MatchingRecommendation,
  stages: { soft: InterviewStageStatus; hard: InterviewStageStatus },
): CandidateStatus {
  if (recommendation === "reject") return "non_suitable_soft";
  if (recommendation === "hold") return "matching_interview_scheduled";
  if (stages.soft !== "approved") return "soft_interview";
  if (stages.hard !== "approved") return "hard_interview";
  return "presented_to_client_pending";
}
