import type {
  CurrencyCode,
  InterviewStageStatus,
  MatchingInterview,
  MatchingInterviewState,
  MatchingRecommendation,
  SalaryPeriod,
  UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import { fromLocalInput, toLocalInput } from "./localTime";

/** The screening form's fields as the inputs hold them (strings until sent). */
export type InterviewForm = {
  /** `datetime-local` value in the viewer's zone. */
  scheduledAt: string;
  interviewerUserId: string;
  notes: string;
  salaryAmount: string;
  currency: CurrencyCode;
  period: SalaryPeriod;
  availableFrom: string;
  hoursPerWeek: string;
  englishCheck: InterviewStageStatus;
  recommendation: MatchingRecommendation | "";
  state: MatchingInterviewState;
};

export function formOf(interview: MatchingInterview): InterviewForm {
  return {
    scheduledAt: toLocalInput(interview.scheduledAt),
    interviewerUserId: interview.interviewer?.userId ?? "",
    notes: interview.notes,
    salaryAmount: interview.confirmedSalary ? String(interview.confirmedSalary.amount) : "",
    currency: (interview.confirmedSalary?.currency ?? "USD") as CurrencyCode,
    period: interview.confirmedSalary?.period ?? "month",
    availableFrom: interview.confirmedAvailability?.availableFrom ?? "",
    hoursPerWeek: interview.confirmedAvailability
      ? String(interview.confirmedAvailability.hoursPerWeek)
      : "",
    englishCheck: interview.englishCheck,
    recommendation: interview.recommendation ?? "",
    state: interview.state,
  };
}

export type FormProblem =
  | "salary"
  | "availability"
  | "hours"
  | "scheduledAt"
  | "recommendation"
  | "rejectNotes"
  | "notYetHeld";

/** The form's time is still ahead: the interview has not taken place yet. */
export function isAhead(form: Pick<InterviewForm, "scheduledAt">, now = Date.now()): boolean {
  const at = fromLocalInput(form.scheduledAt);
  return at !== null && new Date(at).getTime() > now;
}

/**
 * Rescheduling and reassigning: sent only when changed (an unchanged past time is fine). A new
 * time must be in the future, except when finishing: then it is when the interview took place.
 */
function scheduleChanges(
  form: InterviewForm,
  interview: MatchingInterview,
): { changes: Pick<UpdateMatchingInterviewRequest, "scheduledAt" | "interviewerUserId"> } | null {
  const changes: Pick<UpdateMatchingInterviewRequest, "scheduledAt" | "interviewerUserId"> = {};
  if (form.scheduledAt !== toLocalInput(interview.scheduledAt)) {
    const at = fromLocalInput(form.scheduledAt);
    const finishing = form.state === "finished";
    if (!at || (!finishing && new Date(at).getTime() <= Date.now())) return null;
    changes.scheduledAt = at;
  }
  if (form.interviewerUserId && form.interviewerUserId !== interview.interviewer?.userId) {
    changes.interviewerUserId = form.interviewerUserId;
  }
  return { changes };
}

/** The PATCH body for the form, or the fields that cannot be sent as they are. */
export function interviewBody(
  form: InterviewForm,
  interview: MatchingInterview,
): { body: UpdateMatchingInterviewRequest } | { problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const schedule = scheduleChanges(form, interview);
  if (!schedule) problems.push("scheduledAt");
  const amount = form.salaryAmount.trim();
  if (amount && !/^\d+$/.test(amount)) problems.push("salary");
  const hours = form.hoursPerWeek.trim();
  const hoursOk = /^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 80;
  if ((form.availableFrom || hours) && !(form.availableFrom && hoursOk))
    problems.push(form.availableFrom ? "hours" : "availability");
  if (form.state === "finished" && isAhead(form)) problems.push("notYetHeld");
  if (form.state === "finished" && !form.recommendation) problems.push("recommendation");
  if (form.state === "finished" && form.recommendation === "reject" && !form.notes.trim())
    problems.push("rejectNotes");
  if (problems.length > 0 || !schedule) return { problems };
  return {
    body: {
      ...schedule.changes,
      notes: form.notes,
      confirmedSalary:
        amount && Number(amount) > 0
          ? { amount: Number(amount), currency: form.currency, period: form.period }
          : null,
      confirmedAvailability: form.availableFrom
        ? { availableFrom: form.availableFrom, hoursPerWeek: Number(hours) }
        : null,
      englishCheck: form.englishCheck,
      recommendation: form.recommendation || null,
      state: form.state,
    },
  };
}
