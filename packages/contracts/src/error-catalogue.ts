import { z } from "zod";
import { PlanLimitDetails } from "./commercial/plans";
import { OnboardingStep } from "./developers/profile";
import { CandidateStatus, InterviewStageStatus } from "./enums";
import type { ErrorCode } from "./errors";
import { InterviewStatus } from "./interviews/interview";
import { MatchingInterviewState } from "./interviews/matching-interview";
import { ExclusionReason } from "./matching/matches";
import { Candidate } from "./offers/candidates";
import { OfferStatus } from "./offers/lifecycle";

/** One entry per code: its HTTP status and, for codes that carry more fields, their schema. */
export type ErrorCatalogueEntry = { readonly status: number; readonly details?: z.ZodObject };

const offerStatusDetails = z.object({ status: OfferStatus });

/**
 * The error catalogue (docs/decisions/0022). Every code answers with exactly one status; the
 * API builds its errors from it (`appError`), OpenAPI documents each route's error answers from
 * it, and the web reads details through it. `details` lists the extra fields a code's envelope
 * carries next to `statusCode`, `code`, `message` and `errors` (ARCHITECTURE §3 envelope).
 */
const entries = {
  // Identity (ARCHITECTURE §3). Google failures travel in the failure-page redirect.
  E00GAF: { status: 400 },
  E000IT: { status: 404 },
  E000ET: { status: 400 },
  E00IUC: { status: 401 },
  E0ARWG: { status: 400 },
  E0ARWP: { status: 400 },
  E00ARP: { status: 409 },
  E00UAR: { status: 409 },
  E0005: { status: 404 },
  E0006: { status: 410 },
  E0009: { status: 403 },
  E0010: { status: 403 },
  E0012: { status: 409 },
  E0014: { status: 400 },
  E0015: { status: 409 },
  E00GFB: { status: 400 },
  // Generic
  VALIDATION: { status: 400 },
  AUTH_REQUIRED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  RATE_LIMITED: {
    status: 429,
    /** The wait in seconds (also sent as Retry-After); absent when only the header says it. */
    details: z.object({ retryAfterSeconds: z.number().int().positive().optional() }),
  },
  PAYLOAD_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  BAD_REQUEST: { status: 400 },
  SERVICE_UNAVAILABLE: { status: 503 },
  E0SERV: { status: 500 },
  // Features
  ONBOARDING_INCOMPLETE: { status: 409, details: z.object({ missing: z.array(OnboardingStep) }) },
  UNSUPPORTED_FILE: { status: 415 },
  INVALID_TRANSITION: {
    status: 409,
    details: z.object({ status: OfferStatus, allowed: z.array(OfferStatus) }),
  },
  OFFER_NOT_EDITABLE: { status: 409, details: offerStatusDetails },
  OFFER_NOT_OPEN: { status: 409, details: offerStatusDetails },
  ALREADY_APPLIED: { status: 409 },
  INVITATION_ANSWERED: { status: 409 },
  ASSESSMENT_COOLDOWN: { status: 409, details: z.object({ retakeAt: z.iso.datetime() }) },
  ATTEMPT_CLOSED: { status: 409 },
  SANDBOX_BUSY: { status: 503 },
  OFFER_CLOSED: { status: 409, details: offerStatusDetails },
  CANDIDATE_EXISTS: { status: 409, details: z.object({ candidate: Candidate }) },
  CANDIDATE_INVALID_TRANSITION: {
    status: 409,
    details: z.object({ status: CandidateStatus, allowed: z.array(CandidateStatus) }),
  },
  NOTE_REQUIRED: { status: 400 },
  OVERRIDE_REQUIRED: { status: 400, details: z.object({ exclusions: z.array(ExclusionReason) }) },
  STAGES_NOT_APPROVED: {
    status: 409,
    details: z.object({
      stages: z.object({ soft: InterviewStageStatus, hard: InterviewStageStatus }),
    }),
  },
  MATCHING_INTERVIEW_EXISTS: { status: 409, details: z.object({ matchingInterviewId: z.uuid() }) },
  MATCHING_INTERVIEW_CLOSED: { status: 409, details: z.object({ state: MatchingInterviewState }) },
  INTERVIEW_NOT_STARTED: { status: 409, details: z.object({ scheduledAt: z.iso.datetime() }) },
  ACCOUNT_DISABLED: { status: 403 },
  EMAIL_NOT_VERIFIED: { status: 403 },
  CANDIDATE_EMAIL_NOT_VERIFIED: { status: 409 },
  VERIFICATION_LINK_INVALID: { status: 404 },
  VERIFICATION_LINK_EXPIRED: { status: 410 },
  PDF_TOO_COMPLEX: { status: 422 },
  PDF_IMPORT_BUSY: { status: 503 },
  EXPERIENCE_LIMIT_REACHED: { status: 409 },
  EDUCATION_LIMIT_REACHED: { status: 409 },
  WRONG_CURRENT_PASSWORD: { status: 401 },
  NOT_LINKEDIN_PDF: { status: 422 },
  INTERVIEW_IN_PAST: { status: 400 },
  INTERVIEWER_BUSY: { status: 409 },
  SLOT_TAKEN: { status: 409 },
  SLOT_UNAVAILABLE: { status: 409 },
  INTERVIEW_CLOSED: { status: 409, details: z.object({ status: InterviewStatus }) },
  INTERVIEW_NOT_ASSIGNED: { status: 403 },
  INTERVIEW_CHANGE_DEADLINE: {
    status: 409,
    details: z.object({ changeableUntil: z.iso.datetime() }),
  },
  DEEP_PROFILE_MISSING: { status: 409 },
  DEEP_PROFILE_LINK_EXPIRED: { status: 410 },
  DEEP_PROFILE_LINK_REVOKED: { status: 410 },
  CANDIDATE_NOT_PRESENTED: { status: 409 },
  CANDIDATE_ALREADY_DECIDED: { status: 409 },
  HIRE_DRAFT_CLAIMED: { status: 409 },
  HIRE_DRAFT_INCOMPLETE: { status: 409 },
  PLAN_LIMIT_REACHED: { status: 403, details: PlanLimitDetails },
  BUDGET_NOT_EDITABLE: { status: 409 },
  BUDGET_NOT_SENT: { status: 409 },
  BUDGET_EXPIRED: { status: 409 },
  BUDGET_VERSION_SUPERSEDED: {
    status: 409,
    details: z.object({ currentVersion: z.number().int() }),
  },
  BUDGET_ALREADY_ANSWERED: { status: 409 },
  BUDGET_ABOVE_ASSOCIATE_LIMIT: { status: 403 },
  CHAT_ATTACHMENT_UNAVAILABLE: { status: 409 },
  UNSUBSCRIBE_LINK_INVALID: { status: 400 },
  /** An admin edit based on a stale version, or on a state that already changed. */
  RECORD_CHANGED: {
    status: 409,
    details: z.object({ currentVersion: z.number().int().optional() }),
  },
  LAST_SUPER_ADMIN: { status: 409 },
  API_KEY_READ_ONLY: { status: 403 },
  API_KEY_NOT_ALLOWED: { status: 403 },
  WEBHOOK_URL_NOT_ALLOWED: { status: 422 },
} as const satisfies Record<ErrorCode, ErrorCatalogueEntry>;

type Entries = typeof entries;

/** The catalogue's type: every entry keeps its own details schema (so its details are typed). */
export type ErrorCatalogue = { readonly [C in ErrorCode]: Entries[C] & ErrorCatalogueEntry };
export const errorCatalogue: ErrorCatalogue = entries;

/** The codes whose envelope carries extra fields. */
export type ErrorCodeWithDetails = {
  [C in ErrorCode]: Entries[C] extends { details: z.ZodObject } ? C : never;
}[ErrorCode];

/** The extra fields of a code's envelope (`undefined` for a code that carries none). */
export type ErrorDetails<C extends ErrorCode> = Entries[C] extends {
  details: infer S extends z.ZodObject;
}
  ? z.infer<S>
  : undefined;

/** The HTTP status a code answers with. */
export const errorStatus = (code: ErrorCode): number => errorCatalogue[code].status;

/**
 * The details of an error envelope, parsed with the schema of `code`; `undefined` when the
 * envelope is for another code or its fields do not match (a reader never trusts a cast).
 */
export function parseErrorDetails<C extends ErrorCodeWithDetails>(
  code: C,
  envelope: unknown,
): ErrorDetails<C> | undefined {
  if (!envelope || typeof envelope !== "object") return undefined;
  if ((envelope as { code?: unknown }).code !== code) return undefined;
  const result = errorCatalogue[code].details.safeParse(envelope);
  return result.success ? (result.data as ErrorDetails<C>) : undefined;
}
