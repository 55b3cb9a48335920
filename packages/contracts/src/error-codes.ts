/** ARCHITECTURE §3: the error catalogue. Codes are what the API sends; messages are what the web shows. */
export const identityErrorCodes = [
  "E00GAF",
  "E000IT",
  "E000ET",
  "E00IUC",
  "E0ARWG",
  "E0ARWP",
  "E00ARP",
  "E00UAR",
  "E0005",
  "E0006",
  "E0009",
  "E0010",
  "E0012",
  "E0014",
  "E0015",
  // ADR 0018: a Google sign-in finished in a browser (or tab) that did not start it.
  "E00GFB",
] as const;

export const genericErrorCodes = [
  "VALIDATION",
  "AUTH_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "BAD_REQUEST",
  "SERVICE_UNAVAILABLE",
  "ONBOARDING_INCOMPLETE",
  "UNSUPPORTED_FILE",
  "INVALID_TRANSITION",
  "OFFER_NOT_EDITABLE",
  "OFFER_NOT_OPEN",
  "ALREADY_APPLIED",
  "INVITATION_ANSWERED",
  "ASSESSMENT_COOLDOWN",
  "ATTEMPT_CLOSED",
  "SANDBOX_BUSY",
  "OFFER_CLOSED",
  "CANDIDATE_EXISTS",
  "CANDIDATE_INVALID_TRANSITION",
  "NOTE_REQUIRED",
  "OVERRIDE_REQUIRED",
  "STAGES_NOT_APPROVED",
  "MATCHING_INTERVIEW_EXISTS",
  "MATCHING_INTERVIEW_CLOSED",
  "INTERVIEW_NOT_STARTED",
  // Disabled accounts and unexpected server errors
  "ACCOUNT_DISABLED",
  "E0SERV",
  // ADR 0016: email verification.
  "EMAIL_NOT_VERIFIED",
  "CANDIDATE_EMAIL_NOT_VERIFIED",
  "VERIFICATION_LINK_INVALID",
  "VERIFICATION_LINK_EXPIRED",
  // Upload and history limits (ADR 0017).
  "PDF_TOO_COMPLEX",
  "PDF_IMPORT_BUSY",
  "EXPERIENCE_LIMIT_REACHED",
  "EDUCATION_LIMIT_REACHED",
  // Password change and LinkedIn PDF import
  "WRONG_CURRENT_PASSWORD",
  "NOT_LINKEDIN_PDF",
  // Interviews
  "INTERVIEW_IN_PAST",
  "INTERVIEWER_BUSY",
  "SLOT_TAKEN",
  "SLOT_UNAVAILABLE",
  "INTERVIEW_CLOSED",
  "INTERVIEW_NOT_ASSIGNED",
  "INTERVIEW_CHANGE_DEADLINE",
  "DEEP_PROFILE_MISSING",
  "DEEP_PROFILE_LINK_EXPIRED",
  "DEEP_PROFILE_LINK_REVOKED",
  "CANDIDATE_NOT_PRESENTED",
  "CANDIDATE_ALREADY_DECIDED",
  // Commercial flow
  "HIRE_DRAFT_CLAIMED",
  "HIRE_DRAFT_INCOMPLETE",
  "PLAN_LIMIT_REACHED",
  "BUDGET_NOT_EDITABLE",
  "BUDGET_NOT_SENT",
  "BUDGET_EXPIRED",
  "BUDGET_VERSION_SUPERSEDED",
  "BUDGET_ALREADY_ANSWERED",
  "BUDGET_ABOVE_ASSOCIATE_LIMIT",
  // Chat and notifications
  "CHAT_ATTACHMENT_UNAVAILABLE",
  "UNSUBSCRIBE_LINK_INVALID",
  // Admin backoffice
  "RECORD_CHANGED",
  "LAST_SUPER_ADMIN",
  // API keys (ADR 0057)
  "API_KEY_READ_ONLY",
  "API_KEY_NOT_ALLOWED",
  // Webhooks (ADR 0058): an endpoint URL refused by the SSRF rules.
  "WEBHOOK_URL_NOT_ALLOWED",
] as const;

export const errorCodes = [...identityErrorCodes, ...genericErrorCodes] as const;

/** The generic message every validation failure carries (the web then shows the errors list). */
export const VALIDATION_MESSAGE = "Validation failed";

export function isErrorCode(code: unknown): code is (typeof errorCodes)[number] {
  return typeof code === "string" && (errorCodes as readonly string[]).includes(code);
}
