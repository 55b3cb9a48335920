import type {
  CurrencyCode,
  InterviewStageStatus,
  MatchingInterview,
  MatchingInterviewState,
  MatchingRecommendation,
  SalaryPeriod,
  UpdateMatchingInterviewRequest,
} from "@encaja/contracts";

/** The screening form's fields as the inputs hold them (strings until sent). */
export type InterviewForm = {
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

export type FormProblem = "salary" | "availability" | "hours";

/** The PATCH body for the form, or the fields that cannot be sent as they are. */
export function interviewBody(
  form: InterviewForm,
): { body: UpdateMatchingInterviewRequest } | { problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const amount = form.salaryAmount.trim();
  if (amount && !/^\d+$/.test(amount)) problems.push("salary");
  const hours = form.hoursPerWeek.trim();
  const hoursOk = /^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 80;
  if ((form.availableFrom || hours) && !(form.availableFrom && hoursOk))
    problems.push(form.availableFrom ? "hours" : "availability");
  if (problems.length > 0) return { problems };
  return {
    body: {
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
