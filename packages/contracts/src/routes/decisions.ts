import { IdParams } from "../offers/pagination";
import {
  CandidateDecision,
  DecideCandidateRequest,
  PresentedCandidate,
  PresentedCandidateList,
  ShareDecisionRequest,
} from "../presentations";
import { defineRoute } from "./define";

/** The customer's side of a presentation: candidates shown to it and its decisions. */
export const customerCandidates = {
  list: defineRoute({
    method: "GET",
    path: "/customers/me/offers/:id/candidates",
    action: "customers.candidates.self",
    summary: "The candidates presented to the company for one of its offers",
    tags: ["customers"],
    params: IdParams,
    response: { 200: PresentedCandidateList },
    errors: ["NOT_FOUND"],
  }),
  decide: defineRoute({
    method: "POST",
    path: "/customers/me/candidates/:id/decision",
    action: "customers.candidates.self",
    summary: "Approve or reject a presented candidate (moves it in the pipeline)",
    tags: ["customers"],
    params: IdParams,
    body: DecideCandidateRequest,
    response: { 200: PresentedCandidate },
    errors: ["NOT_FOUND", "CANDIDATE_NOT_PRESENTED", "CANDIDATE_ALREADY_DECIDED"],
  }),
} as const;

export const decisions = {
  share: defineRoute({
    method: "PATCH",
    path: "/candidate-decisions/:id",
    action: "deepProfiles.manage",
    summary: "Share (or stop sharing) words about the customer's decision with the developer",
    tags: ["pipeline"],
    params: IdParams,
    body: ShareDecisionRequest,
    response: { 200: CandidateDecision },
    errors: ["NOT_FOUND"],
  }),
} as const;
