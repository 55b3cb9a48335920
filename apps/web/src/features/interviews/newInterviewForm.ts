import {
  type CreateInterviewRequest,
  type InterviewSummary,
  type InterviewType,
  interviewDurations,
} from "@encaja/contracts";
import { zonedToUtcIso } from "./zonedTime";

export type Who = "candidate" | "developer";

export type NewInterviewForm = {
  type: InterviewType;
  who: Who;
  offerId: string;
  candidateId: string;
  developerId: string;
  interviewerUserId: string;
  /** "YYYY-MM-DD" and "HH:mm" in the viewer's zone. */
  date: string;
  time: string;
  duration: string;
  meetingUrl: string;
  /** A correction: the completed interview this one replaces (it stays in the history). */
  supersedesId: string;
};

export type FormField = "who" | "interviewer" | "when" | "duration" | "meetingUrl";
/** Problem keys under Interviewers.form.problems. */
export type FormProblem =
  | "whoRequired"
  | "interviewerRequired"
  | "whenRequired"
  | "duration"
  | "url";

/** The form's start before anything is chosen; URL params prefill who it is for. */
export function initialForm(
  type: InterviewType,
  prefill: {
    candidateId?: string | null;
    developerId?: string | null;
    offerId?: string | null;
    supersedesId?: string | null;
  },
): NewInterviewForm {
  const candidateId = prefill.candidateId ?? "";
  return {
    type,
    who: candidateId || !prefill.developerId ? "candidate" : "developer",
    offerId: prefill.offerId ?? "",
    candidateId,
    developerId: candidateId ? "" : (prefill.developerId ?? ""),
    interviewerUserId: "",
    date: "",
    time: "",
    duration: String(interviewDurations.default),
    meetingUrl: "",
    supersedesId: prefill.supersedesId ?? "",
  };
}

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** POST /interviews body of the form, or what is missing or wrong, per field. */
export function newInterviewBody(
  form: NewInterviewForm,
  timeZone: string,
): { body: CreateInterviewRequest } | { problems: Partial<Record<FormField, FormProblem>> } {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  const who = form.who === "candidate" ? form.candidateId : form.developerId;
  if (!who) problems.who = "whoRequired";
  if (!form.interviewerUserId) problems.interviewer = "interviewerRequired";
  const scheduledAt = zonedToUtcIso(form.date, form.time, timeZone);
  if (!scheduledAt) problems.when = "whenRequired";
  const duration = Number(form.duration);
  if (
    !Number.isInteger(duration) ||
    duration < interviewDurations.min ||
    duration > interviewDurations.max
  ) {
    problems.duration = "duration";
  }
  const meetingUrl = form.meetingUrl.trim();
  if (meetingUrl && !isHttpUrl(meetingUrl)) problems.meetingUrl = "url";
  if (Object.keys(problems).length > 0 || !scheduledAt) return { problems };
  return {
    body: {
      type: form.type,
      ...(form.who === "candidate" ? { candidateId: who } : { developerId: who }),
      interviewerUserId: form.interviewerUserId,
      scheduledAt,
      durationMinutes: duration,
      ...(meetingUrl ? { meetingUrl } : {}),
      ...(form.supersedesId ? { supersedesId: form.supersedesId } : {}),
    },
  };
}

/** API validation paths → form fields (for serverFieldErrors). */
export const serverFieldPaths: Record<string, FormField> = {
  candidateId: "who",
  developerId: "who",
  interviewerUserId: "interviewer",
  scheduledAt: "when",
  durationMinutes: "duration",
  meetingUrl: "meetingUrl",
};

/** The scheduling form for a correction of a completed interview: same type, same person. */
export function correctionPath(
  listPath: string,
  interview: Pick<InterviewSummary, "id" | "type" | "candidateId" | "offer" | "developer">,
): string {
  const params = new URLSearchParams({ type: interview.type, supersedesId: interview.id });
  if (interview.candidateId) {
    params.set("candidateId", interview.candidateId);
    if (interview.offer) params.set("offerId", interview.offer.id);
  } else {
    params.set("developerId", interview.developer.id);
  }
  return `${listPath}/new-interview?${params.toString()}`;
}
