import { z } from "zod";
import {
  CandidateOrigin,
  CandidateStatus,
  OverrideReason,
  SortDirection,
  StageStatuses,
} from "../enums";
import { objectPerKey, timestamps, uniqueList } from "../shapes";
import { JobDetail } from "./jobs";
import { ApplicationStatus, OfferStatus, PipelineStage } from "./lifecycle";
import { Offer } from "./offer";
import { cursorList, cursorPage } from "./pagination";

/** A developer in an offer's pipeline (internal view: matchers, superAdmin). */
export const Candidate = z.object({
  id: z.uuid(),
  offerId: z.uuid(),
  developerId: z.uuid(),
  developer: z.object({
    hashedId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  status: CandidateStatus,
  statusReason: z.string().nullable(),
  note: z.string().nullable(),
  origin: CandidateOrigin,
  matchScore: z.number().nullable(),
  overrideReason: OverrideReason.nullable(),
  stages: StageStatuses,
  createdBy: z.uuid().nullable(),
  invitedAt: z.iso.datetime().nullable(),
  ...timestamps,
});
export type Candidate = z.infer<typeof Candidate>;
export const CandidateList = cursorList(Candidate);
export type CandidateList = z.infer<typeof CandidateList>;

export const InviteDevelopersRequest = z.strictObject({
  developerIds: uniqueList(z.uuid(), 1, 50),
});
export const inviteSkipReasons = [
  "already_candidate",
  "no_account",
  // ADR 0016: the developer has not confirmed the account email yet.
  "email_unverified",
] as const;
export const InviteDevelopersResult = z.object({
  items: z.array(Candidate),
  skipped: z.array(z.object({ developerId: z.uuid(), reason: z.enum(inviteSkipReasons) })),
});
export type InviteDevelopersResult = z.infer<typeof InviteDevelopersResult>;

/** How the developer's presentation to the company went (never the customer's own reason or feedback). */
export const presentationOutcomes = ["pending", "approved", "not_approved"] as const;
export const PresentationOutcome = z.enum(presentationOutcomes);
export type PresentationOutcome = z.infer<typeof PresentationOutcome>;
export const ApplicationPresentation = z.object({
  /** When the latest profile snapshot was sent to the company. */
  presentedAt: z.iso.datetime(),
  outcome: PresentationOutcome,
  /** Words a matcher chose to share with the developer about the decision; null = none. */
  message: z.string().nullable(),
});
export type ApplicationPresentation = z.infer<typeof ApplicationPresentation>;

/** What a developer sees of one of its applications or invitations. */
export const Application = z.object({
  id: z.uuid(),
  status: ApplicationStatus,
  offerStatus: OfferStatus,
  job: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    company: z.object({ name: z.string() }).nullable(),
  }),
  invited: z.boolean(),
  /** Null until the developer's profile is presented to the company for this offer. */
  presentation: ApplicationPresentation.nullable(),
  ...timestamps,
});
export type Application = z.infer<typeof Application>;
export const ApplicationList = cursorList(Application);
export type ApplicationList = z.infer<typeof ApplicationList>;

export const OfferInvitation = z.object({
  id: z.uuid(),
  status: ApplicationStatus,
  /** True while the invitation waits for the developer's answer. */
  pending: z.boolean(),
  invitedAt: z.iso.datetime(),
  offerStatus: OfferStatus,
  job: JobDetail,
});
export type OfferInvitation = z.infer<typeof OfferInvitation>;

export const PipelineCounts = objectPerKey(PipelineStage.options, z.number().int());
export type PipelineCounts = z.infer<typeof PipelineCounts>;

/** A customer's own offer: everything but the internal team assignment, plus its pipeline. */
export const CustomerOffer = Offer.omit({ matchers: true }).extend({
  pipeline: PipelineCounts,
  /** Presented candidates still waiting for the company's decision. */
  awaitingDecision: z.number().int().min(0),
});
export type CustomerOffer = z.infer<typeof CustomerOffer>;
export const CustomerOfferList = cursorList(CustomerOffer);
export type CustomerOfferList = z.infer<typeof CustomerOfferList>;
export const CustomerOfferQuery = z.strictObject({
  ...cursorPage,
  direction: SortDirection.default("DESC"),
  status: OfferStatus.optional(),
});
export const ApplicationListQuery = z.strictObject({
  ...cursorPage,
  /** Only the application to this offer (the job page asks "did I apply here?"). */
  offerId: z.uuid().optional(),
});
