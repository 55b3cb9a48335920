import {
  type CurrencyCode,
  type DeepProfileContent,
  type DeepProfileInput,
  emptyDeepProfileContent,
  type SalaryPeriod,
} from "@encaja/contracts";
import type { z } from "zod";

/** The editor's form values: lists as one item per line, numbers as typed text. */
export interface EditorValues {
  headline: string;
  summary: string;
  strengths: string;
  concerns: string;
  experienceNarrative: string;
  salaryAmount: string;
  salaryCurrency: CurrencyCode;
  salaryPeriod: SalaryPeriod;
  availableFrom: string;
  availabilityNote: string;
  /** interviewId → quoted rows (`kind:key`) and comment; absent = not shown. */
  highlights: Record<string, { rows: string[]; comment: string }>;
  assessmentAttemptIds: string[];
}

/** Salary and availability to start a new deep profile with (see the editor's suggestedTerms). */
export interface SuggestedValues {
  salaryExpectation: DeepProfileContent["salaryExpectation"];
  availableFrom: string | null;
  /** The availability note in the editor's words ("40 hours a week"), or "". */
  availabilityNote: string;
}

const noSuggestion: SuggestedValues = {
  salaryExpectation: null,
  availableFrom: null,
  availabilityNote: "",
};

/** The form's values: the saved content, or for a new deep profile the suggested terms. */
export function valuesOf(
  saved: DeepProfileContent | null,
  fallbackHeadline: string,
  suggested: SuggestedValues = noSuggestion,
): EditorValues {
  const content: DeepProfileContent =
    saved ??
    emptyDeepProfileContent(fallbackHeadline, {
      salaryExpectation: suggested.salaryExpectation,
      availability: { availableFrom: suggested.availableFrom, note: suggested.availabilityNote },
    });
  return {
    headline: content.headline,
    summary: content.summary,
    strengths: content.strengths.join("\n"),
    concerns: content.concerns.join("\n"),
    experienceNarrative: content.experienceNarrative,
    salaryAmount: content.salaryExpectation ? String(content.salaryExpectation.amount) : "",
    salaryCurrency: content.salaryExpectation?.currency ?? "USD",
    salaryPeriod: content.salaryExpectation?.period ?? "month",
    availableFrom: content.availability.availableFrom ?? "",
    availabilityNote: content.availability.note,
    highlights: Object.fromEntries(
      content.interviewHighlights.map((h) => [h.interviewId, { rows: h.rows, comment: h.comment }]),
    ),
    assessmentAttemptIds: content.assessmentAttemptIds,
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function inputOf(v: EditorValues): z.input<typeof DeepProfileInput> {
  const amount = Number(v.salaryAmount);
  return {
    headline: v.headline.trim(),
    summary: v.summary,
    strengths: lines(v.strengths),
    concerns: lines(v.concerns),
    experienceNarrative: v.experienceNarrative,
    interviewHighlights: Object.entries(v.highlights).map(([interviewId, h]) => ({
      interviewId,
      rows: h.rows,
      comment: h.comment,
    })),
    assessmentAttemptIds: v.assessmentAttemptIds,
    salaryExpectation:
      v.salaryAmount.trim() && Number.isInteger(amount) && amount > 0
        ? { amount, currency: v.salaryCurrency, period: v.salaryPeriod }
        : null,
    availability: { availableFrom: v.availableFrom || null, note: v.availabilityNote },
  };
}
