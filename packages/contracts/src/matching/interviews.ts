import { z } from "zod";
import { DateOnly, Salary } from "../developers/profile";
import { CandidateStatus, InterviewStageStatus } from "../enums";
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

/** POST /candidates/{id}/matching-interview */
export const CreateMatchingInterviewRequest = z.strictObject({
  scheduledAt: z.iso.datetime().optional(),
  notes: z.string().max(20_000).optional(),
});
export type CreateMatchingInterviewRequest = z.infer<typeof CreateMatchingInterviewRequest>;

/** PATCH /matching-interviews/{id} */
export const UpdateMatchingInterviewRequest = z
  .strictObject({
    scheduledAt: z.iso.datetime().nullable().optional(),
    notes: z.string().max(20_000).optional(),
    confirmedSalary: Salary.nullable().optional(),
    confirmedAvailability: ConfirmedAvailability.nullable().optional(),
    englishCheck: InterviewStageStatus.optional(),
    recommendation: MatchingRecommendation.nullable().optional(),
    state: MatchingInterviewState.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" });
export type UpdateMatchingInterviewRequest = z.infer<typeof UpdateMatchingInterviewRequest>;
