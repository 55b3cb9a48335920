import { z } from "zod";
import {
  Availability,
  DeveloperProfile,
  Education,
  Experience,
  PreferencesView,
} from "../developers/profile";
import { CandidateStatus, EnglishLevel, StageStatuses } from "../enums";
import { OfferStatus, PipelineStage } from "../offers/lifecycle";
import { timestamps } from "../shapes";

/**
 * What interviewers verified in completed interviews: per skill the hard
 * interview's 0–5 score, and the CEFR level of the latest English interview.
 */
export const InterviewVerification = z.object({
  skills: z.array(
    z.object({
      skillId: z.uuid(),
      score: z.number().int().min(0).max(5),
      verifiedAt: z.iso.datetime(),
    }),
  ),
  english: z.object({ level: EnglishLevel, verifiedAt: z.iso.datetime() }).nullable(),
});
export type InterviewVerification = z.infer<typeof InterviewVerification>;

/** One of the developer's candidacies, as staff see it. */
export const DeveloperCandidacy = z.object({
  candidateId: z.uuid(),
  offer: z.object({
    id: z.uuid(),
    title: z.string(),
    status: OfferStatus,
    customerName: z.string(),
  }),
  status: CandidateStatus,
  stages: StageStatuses,
  matchScore: z.number().nullable(),
  ...timestamps,
});

/** GET /developers/{professionalId} for matchers and superAdmin: everything. */
export const StaffDeveloperView = z.object({
  audience: z.literal("staff"),
  profile: DeveloperProfile,
  experiences: z.array(Experience),
  education: z.array(Education),
  preferences: PreferencesView.nullable(),
  availability: Availability.nullable(),
  /** Skills verified by a passed skill quiz (the results themselves: GET /developers/{id}/assessments). */
  verifiedSkillIds: z.array(z.uuid()),
  interviewVerified: InterviewVerification,
  candidacies: z.array(DeveloperCandidacy),
  /** The developer's conversation with the matchers team. */
  chatId: z.uuid(),
});

/**
 * GET /developers/{professionalId} for a customer it was presented to: no contact details,
 * and none of the links that lead to them (LinkedIn, GitHub, platform profiles): ADR 0018.
 */
export const CustomerDeveloperView = z.object({
  audience: z.literal("customer"),
  profile: DeveloperProfile.omit({
    email: true,
    phone: true,
    linkedinUrl: true,
    githubUrl: true,
    platforms: true,
    approvalReason: true,
  }),
  experiences: z.array(Experience),
  verifiedSkillIds: z.array(z.uuid()),
  interviewVerified: InterviewVerification,
  /** The customer's own offers this developer was presented for. */
  presentedFor: z.array(z.object({ offerId: z.uuid(), title: z.string(), stage: PipelineStage })),
});

export const DeveloperView = z.discriminatedUnion("audience", [
  StaffDeveloperView,
  CustomerDeveloperView,
]);
export type DeveloperView = z.infer<typeof DeveloperView>;
export const ProfessionalIdParams = z.strictObject({ professionalId: z.uuid() });
