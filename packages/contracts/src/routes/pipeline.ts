import {
  AddCandidateRequest,
  BulkStatusRequest,
  BulkStatusResult,
  CandidateHistory,
  MatchList,
  MatchQuery,
  TalentList,
  TalentQuery,
  UpdateCandidateRequest,
} from "../matching";
import { Candidate, IdParams } from "../offers";
import { defineRoute } from "./define";

const manage = { action: "pipeline.manage", tags: ["pipeline"] } as const;
const candidateErrors = [
  "NOT_FOUND",
  "OFFER_CLOSED",
  "CANDIDATE_INVALID_TRANSITION",
  "NOTE_REQUIRED",
  "OVERRIDE_REQUIRED",
  "STAGES_NOT_APPROVED",
  "CANDIDATE_EMAIL_NOT_VERIFIED",
] as const;

/** The candidate pipeline of an offer (matchers, superAdmin). */
export const pipeline = {
  addCandidate: defineRoute({
    method: "POST",
    path: "/offers/:id/candidates",
    summary: "Add a developer to the offer's pipeline",
    ...manage,
    params: IdParams,
    body: AddCandidateRequest,
    response: { 201: Candidate },
    errors: ["CANDIDATE_EXISTS", ...candidateErrors],
  }),
  bulkStatus: defineRoute({
    method: "POST",
    path: "/offers/:id/candidates/bulk-status",
    summary: "Move several candidates to one status; each succeeds or fails alone",
    description:
      "Not a transaction: the answer lists, per candidate, whether the move happened or which error code refused it.",
    ...manage,
    params: IdParams,
    body: BulkStatusRequest,
    response: { 200: BulkStatusResult },
    errors: ["NOT_FOUND", "OFFER_CLOSED"],
  }),
  updateCandidate: defineRoute({
    method: "PATCH",
    path: "/candidates/:id",
    summary: "Change a candidate's status, stages or notes",
    ...manage,
    params: IdParams,
    body: UpdateCandidateRequest,
    response: { 200: Candidate },
    errors: candidateErrors,
  }),
  history: defineRoute({
    method: "GET",
    path: "/candidates/:id/history",
    summary: "A candidate's status and stage history",
    ...manage,
    params: IdParams,
    response: { 200: CandidateHistory },
    errors: ["NOT_FOUND"],
  }),
} as const;

export const matching = {
  matches: defineRoute({
    method: "GET",
    path: "/offers/:id/matches",
    action: "matching.read",
    summary: "The offer's explained ranking of developers",
    description:
      "Hard filters first (English minimum, modality, allowed countries, searching status), then an exact ranking by the weighted criteria (skills, role and stack, seniority, English, salary, availability, activity). Every result carries each criterion's points and the weights, so the order can be explained; excluded developers can be listed with their reasons. By default the weights are the offer's company's, learnt from its decisions within a band around the defaults (`ranking=adjusted`); `ranking=base` ranks with the defaults. The answer's `ranking` says which, and explains the adjustment.",
    tags: ["matching"],
    params: IdParams,
    query: MatchQuery,
    response: { 200: MatchList },
    errors: ["NOT_FOUND", "OFFER_CLOSED"],
  }),
} as const;

export const talent = {
  search: defineRoute({
    method: "GET",
    path: "/talent",
    action: "talent.search",
    summary: "Faceted talent search (staff see names; customers see anonymised cards)",
    description:
      "Customers get anonymised cards and encrypted cursors that expire with the server key; staff also see names and contact-free profile links. Facet counts are computed for the filters in force.",
    tags: ["talent"],
    query: TalentQuery,
    response: { 200: TalentList },
    errors: [],
  }),
} as const;
