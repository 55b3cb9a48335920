import { z } from "zod";
import { StageStatuses } from "../enums";
import { itemList } from "../offers/pagination";

export const rejectionReasons = [
  "skills_gap",
  "seniority",
  "english_level",
  "salary_expectation",
  "availability",
  "culture_fit",
  "chose_another_candidate",
  "position_on_hold",
  "other",
] as const;
export const RejectionReason = z.enum(rejectionReasons);
export type RejectionReason = z.infer<typeof RejectionReason>;

export const decisionOutcomes = ["approved", "not_approved"] as const;
export const DecisionOutcome = z.enum(decisionOutcomes);
export type DecisionOutcome = z.infer<typeof DecisionOutcome>;

/** POST /customers/me/candidates/{id}/decision. A rejection needs a reason. */
export const DecideCandidateRequest = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("approved"),
    feedback: z.string().trim().max(2_000).default(""),
  }),
  z.strictObject({
    decision: z.literal("not_approved"),
    reason: RejectionReason,
    feedback: z.string().trim().max(2_000).default(""),
  }),
]);
export type DecideCandidateRequest = z.input<typeof DecideCandidateRequest>;

export const CandidateDecision = z.object({
  id: z.uuid(),
  snapshotId: z.uuid(),
  decision: DecisionOutcome,
  reason: RejectionReason.nullable(),
  feedback: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime(),
  /** What the developer is told, when a matcher shared it (staff see it; customers do not need it). */
  developerMessage: z.string().nullable(),
});
export type CandidateDecision = z.infer<typeof CandidateDecision>;

/** PATCH /candidate-decisions/{id} (staff): share (or stop sharing) words with the developer. */
export const ShareDecisionRequest = z.strictObject({
  developerMessage: z.string().trim().min(1).max(2_000).nullable(),
});

/**
 * A candidate presented to the customer, as the customer side sees it: anonymised until they
 * approve (then `contact` names the developer).
 */
export const PresentedCandidate = z.object({
  candidateId: z.uuid(),
  status: z.enum(["pending", "approved", "not_approved", "moved_on"]),
  presentedAt: z.iso.datetime(),
  /** Whole days waiting for a decision (null once decided). */
  waitingDays: z.number().int().nullable(),
  snapshot: z.object({ id: z.uuid(), headline: z.string(), createdAt: z.iso.datetime() }),
  matchScore: z.number().nullable(),
  stages: StageStatuses,
  card: z.object({
    hashedId: z.string(),
    techRole: z.string(),
    seniority: z.string(),
    englishLevel: z.string().nullable(),
    country: z.string().nullable(),
  }),
  decision: CandidateDecision.omit({ developerMessage: true }).nullable(),
  contact: z
    .object({
      professionalId: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      linkedinUrl: z.string().nullable(),
    })
    .nullable(),
});
export type PresentedCandidate = z.infer<typeof PresentedCandidate>;
export const PresentedCandidateList = itemList(PresentedCandidate);
export type PresentedCandidateList = z.infer<typeof PresentedCandidateList>;
