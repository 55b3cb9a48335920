import { z } from "zod";
import type { CandidateStatus } from "../enums";

export const offerStatuses = ["draft", "open", "paused", "closed", "filled"] as const;
export const OfferStatus = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const hiringTypes = ["direct", "staffing"] as const;
export const HiringType = z.enum(hiringTypes);
export type HiringType = z.infer<typeof HiringType>;

/**
 * THE offer status transition table (the API answers 409 with `allowed` for anything else).
 * - draft → open (publish) or closed (discard the draft).
 * - open ↔ paused; either may end as closed (search stopped) or filled (every opening hired).
 * - closed → open: a closed search may be reopened (the client resumes it, or it was closed
 *   by mistake); its pipeline is kept.
 * - filled is final: a new hire for the same role is a new offer, so fill metrics stay honest.
 */
export const offerTransitions: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  draft: ["open", "closed"],
  open: ["paused", "closed", "filled"],
  paused: ["open", "closed", "filled"],
  closed: ["open"],
  filled: [],
};

export const allowedOfferTransitions = (from: OfferStatus): readonly OfferStatus[] =>
  offerTransitions[from];
export const canTransitionOffer = (from: OfferStatus, to: OfferStatus): boolean =>
  offerTransitions[from].includes(to);
/** Offers that can still be edited (PATCH); closed and filled offers are history. */
export const editableOfferStatuses: readonly OfferStatus[] = ["draft", "open", "paused"];

/**
 * What a developer sees of a candidate status: a small set in plain words, never the internal
 * reason (a "non_suitable_english" is just "closed" to the developer).
 */
export const applicationStatuses = [
  "invited",
  "received",
  "in_review",
  "interviewing",
  "offer",
  "hired",
  "closed",
] as const;
export const ApplicationStatus = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** How far along an application is, in the order above; `closed` is no progress (-1). */
export const applicationProgress = (status: ApplicationStatus): number =>
  status === "closed" ? -1 : applicationStatuses.indexOf(status);

export const applicationStatusOf: Readonly<Record<CandidateStatus, ApplicationStatus>> = {
  invitation_to_offer: "invited",
  intent_to_apply: "received",
  suggested_dev: "received",
  dev_interested: "received",
  matching_interview_scheduled: "in_review",
  mi_not_finished: "in_review",
  waiting_to_code: "in_review",
  presented_to_client: "in_review",
  presented_to_client_pending: "in_review",
  soft_interview: "interviewing",
  hard_interview: "interviewing",
  presented_to_client_approved: "interviewing",
  proposal_sent: "offer",
  proposal_accepted: "offer",
  working: "hired",
  another_chosen_dev: "closed",
  budget_termination: "closed",
  dev_left: "closed",
  dev_not_interested: "closed",
  invite_not_answered: "closed",
  non_suitable_country: "closed",
  non_suitable_english: "closed",
  non_suitable_hard: "closed",
  non_suitable_soft: "closed",
  non_suitable_salary: "closed",
  non_suitable_availability: "closed",
  presented_to_client_not_approved: "closed",
  proposal_rejected: "closed",
  resignation: "closed",
  too_expensive: "closed",
  position_closed: "closed",
  other: "closed",
};

/**
 * What a customer sees of its pipeline: stages, not internal statuses or reasons.
 * `sourcing` counts developers the team is still screening (not yet shown to the customer).
 */
export const pipelineStages = [
  "sourcing",
  "presented",
  "interviewing",
  "offer",
  "hired",
  "discarded",
] as const;
export const PipelineStage = z.enum(pipelineStages);
export type PipelineStage = z.infer<typeof PipelineStage>;

export function pipelineStageOf(status: CandidateStatus): PipelineStage {
  if (status === "presented_to_client" || status === "presented_to_client_pending")
    return "presented";
  const application = applicationStatusOf[status];
  if (application === "interviewing" || application === "offer" || application === "hired")
    return application;
  if (application === "closed") return "discarded";
  return "sourcing";
}
