import {
  type InterviewCriterion,
  type InterviewQuestion,
  type InterviewType,
  interviewCriteria,
} from "@encaja/contracts";

/** What a question asks about, as the form offers it: a skill, any skill, or a criterion. */
export type Subject = "skill" | "any_skill" | InterviewCriterion;

/** The subjects a kind of interview offers (only technical questions ask about skills). */
export const subjectsOf = (kind: InterviewType): Subject[] =>
  kind === "hard"
    ? ["skill", "any_skill", ...interviewCriteria.hard]
    : [...interviewCriteria[kind]];

export const subjectOf = (q: Pick<InterviewQuestion, "skill" | "criterion">): Subject =>
  q.criterion ?? (q.skill ? "skill" : "any_skill");

export const questionsQueryKey = ["admin", "questions"] as const;
