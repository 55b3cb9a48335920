import { type CandidateStatus, candidateStatuses } from "../enums";

/** The screening's rejections: the developer does not fit the offer (or costs too much). */
const screeningRejections = [
  "non_suitable_country",
  "non_suitable_english",
  "non_suitable_hard",
  "non_suitable_soft",
  "non_suitable_salary",
  "non_suitable_availability",
  "too_expensive",
] as const satisfies readonly CandidateStatus[];

/**
 * Statuses that close a candidacy because of a decision someone must be able to explain
 * later: moving a candidate to any of them requires a note (400 NOTE_REQUIRED).
 */
export const rejectingStatuses = [
  ...screeningRejections,
  "proposal_rejected",
  "another_chosen_dev",
  "presented_to_client_not_approved",
  "budget_termination",
  "dev_not_interested",
  "dev_left",
  "resignation",
  "other",
] as const satisfies readonly CandidateStatus[];
export const requiresNote = (status: CandidateStatus): boolean =>
  (rejectingStatuses as readonly string[]).includes(status);

/** Presenting a developer to the client needs approved soft and hard stages, or an override. */
export const stageGatedStatuses = [
  "presented_to_client_pending",
] as const satisfies readonly CandidateStatus[];
export const requiresApprovedStages = (status: CandidateStatus): boolean =>
  (stageGatedStatuses as readonly string[]).includes(status);

/**
 * Statuses that mean the client has seen the developer: once a candidate reached one of them,
 * that customer may open the developer's profile and sees its talent card un-anonymised.
 */
export const presentedStatuses = [
  "presented_to_client",
  "presented_to_client_approved",
  "presented_to_client_not_approved",
  "proposal_sent",
  "proposal_accepted",
  "proposal_rejected",
  "working",
] as const satisfies readonly CandidateStatus[];

/** Where a candidate added by a matcher starts. */
export const initialCandidateStatus: CandidateStatus = "suggested_dev";

/** The way out of almost any active status: a screening rejection or the search ending. */
const screeningExits = [
  ...screeningRejections,
  "dev_not_interested",
  "position_closed",
  "other",
] as const satisfies readonly CandidateStatus[];

/**
 * THE candidate status transition table. Anything else answers 409
 * CANDIDATE_INVALID_TRANSITION with `{status, allowed}`. Read it top to bottom as the pipeline:
 * sourced (suggested, applied, invited) → interested → matching interview → code/soft/hard
 * interviews → presented to the client → client decision → proposal → working.
 * Closed statuses are final except where a candidacy can honestly resume (the developer
 * changes its mind, an unanswered invitation is sent again, a closed search is reopened).
 * It binds every writer, not only the PATCH: applications, invitation answers, matching
 * interviews and the seed move candidates through the API's `moveCandidate` too (ADR 0024);
 * the edges they rely on say who uses them.
 */
export const candidateTransitions: Readonly<Record<CandidateStatus, readonly CandidateStatus[]>> = {
  suggested_dev: [
    // A matcher invites the developer (POST /offers/{id}/invitations, and the demo seed).
    "invitation_to_offer",
    // The developer applies from the job board to an offer a matcher had suggested it for.
    "intent_to_apply",
    "dev_interested",
    // A matcher opens a matching interview (POST /candidates/{id}/matching-interview).
    "matching_interview_scheduled",
    ...screeningExits,
  ],
  intent_to_apply: [
    "dev_interested",
    "matching_interview_scheduled",
    "waiting_to_code",
    ...screeningExits,
  ],
  invitation_to_offer: [
    // The developer accepts or declines (POST /offer-invitations/{id}/accept|decline).
    "dev_interested",
    "dev_not_interested",
    "invite_not_answered",
    "position_closed",
    "other",
  ],
  invite_not_answered: ["invitation_to_offer", "dev_interested", "position_closed", "other"],
  dev_interested: [
    "matching_interview_scheduled",
    "waiting_to_code",
    "soft_interview",
    "hard_interview",
    ...screeningExits,
  ],
  matching_interview_scheduled: [
    // A matching interview ends `not_finished` (PATCH /matching-interviews/{id}).
    "mi_not_finished",
    "waiting_to_code",
    "soft_interview",
    "hard_interview",
    "presented_to_client_pending",
    ...screeningExits,
  ],
  // Rescheduled: a new matching interview is opened.
  mi_not_finished: ["matching_interview_scheduled", ...screeningExits],
  waiting_to_code: ["soft_interview", "hard_interview", ...screeningExits],
  soft_interview: [
    "hard_interview",
    "waiting_to_code",
    "presented_to_client_pending",
    ...screeningExits,
  ],
  hard_interview: ["soft_interview", "presented_to_client_pending", ...screeningExits],
  presented_to_client_pending: [
    "presented_to_client",
    "presented_to_client_approved",
    "presented_to_client_not_approved",
    "dev_not_interested",
    "position_closed",
    "other",
  ],
  presented_to_client: [
    "presented_to_client_approved",
    "presented_to_client_not_approved",
    "another_chosen_dev",
    "dev_not_interested",
    "position_closed",
    "other",
  ],
  presented_to_client_approved: [
    "proposal_sent",
    "another_chosen_dev",
    "budget_termination",
    "dev_not_interested",
    "position_closed",
    "other",
  ],
  proposal_sent: [
    "proposal_accepted",
    "proposal_rejected",
    "too_expensive",
    "another_chosen_dev",
    "position_closed",
    "other",
  ],
  proposal_accepted: ["working", "dev_left", "another_chosen_dev", "other"],
  working: ["resignation", "dev_left", "budget_termination"],
  dev_not_interested: ["dev_interested"],
  position_closed: ["suggested_dev"],
  non_suitable_country: [],
  non_suitable_english: [],
  non_suitable_hard: [],
  non_suitable_soft: [],
  non_suitable_salary: [],
  non_suitable_availability: [],
  too_expensive: [],
  presented_to_client_not_approved: [],
  another_chosen_dev: [],
  proposal_rejected: [],
  budget_termination: [],
  dev_left: [],
  resignation: [],
  other: [],
};

export const allowedCandidateTransitions = (from: CandidateStatus): readonly CandidateStatus[] =>
  candidateTransitions[from];
export const canTransitionCandidate = (from: CandidateStatus, to: CandidateStatus): boolean =>
  candidateTransitions[from].includes(to);

/** The order a pipeline board shows its columns (every status once). */
export const candidateStatusOrder: readonly CandidateStatus[] = candidateStatuses;
