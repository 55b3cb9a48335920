/** The interview question bank superAdmin maintains; interview kits read it (decision 0055). */
import { z } from "zod";
import { CatalogCode } from "../admin/catalog";
import { type Seniority, Seniority as SeniorityEnum } from "../enums";
import { cursorList, cursorPage } from "../offers/pagination";
import { InterviewType } from "./interview";

/** The scorecard criteria each interview type scores besides skills (their rows' keys). */
export const interviewCriteria = {
  soft: ["communication", "teamwork", "ownership"],
  hard: ["problem_solving"],
  english: ["fluency", "comprehension"],
} as const satisfies Record<InterviewType, readonly string[]>;

export const criterionKeys = [
  ...interviewCriteria.soft,
  ...interviewCriteria.hard,
  ...interviewCriteria.english,
] as const;
export const InterviewCriterion = z.enum(criterionKeys);
export type InterviewCriterion = z.infer<typeof InterviewCriterion>;

/** A question's level: three bands of the catalogue's seniority scale. */
export const questionLevels = ["junior", "semi_senior", "senior"] as const;
export const QuestionLevel = SeniorityEnum.extract(questionLevels);
export type QuestionLevel = z.infer<typeof QuestionLevel>;

/** The band of a seniority: the "advanced" steps ask the next band's questions. */
export function questionLevelOf(seniority: Seniority | string | null | undefined): QuestionLevel {
  if (seniority === "senior" || seniority === "semi_senior_advanced") return "senior";
  if (seniority === "semi_senior" || seniority === "junior_advanced") return "semi_senior";
  return "junior";
}

/**
 * What a question asks about: a skill (technical questions only), a criterion of its kind, or
 * neither (a technical question for any skill without its own; `{skill}` is the skill's name).
 */
export const InterviewQuestion = z.object({
  id: z.uuid(),
  kind: InterviewType,
  skill: z.object({ code: z.string(), name: z.string() }).nullable(),
  criterion: InterviewCriterion.nullable(),
  level: QuestionLevel,
  textEs: z.string(),
  textEn: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewQuestionList = cursorList(InterviewQuestion);
export type InterviewQuestionList = z.infer<typeof InterviewQuestionList>;

export const InterviewQuestionsQuery = z.strictObject({
  kind: InterviewType.optional(),
  skill: CatalogCode.optional(),
  level: QuestionLevel.optional(),
  /** Inactive questions are listed too unless `active=true`. */
  active: z.enum(["true", "false"]).optional(),
  ...cursorPage,
});
export type InterviewQuestionsQuery = z.infer<typeof InterviewQuestionsQuery>;

const QuestionText = z.string().trim().min(5).max(500);

/** A new question, or the whole of an edited one. */
export const SaveInterviewQuestionRequest = z
  .strictObject({
    kind: InterviewType,
    skillCode: CatalogCode.nullable().default(null),
    criterion: InterviewCriterion.nullable().default(null),
    level: QuestionLevel,
    textEs: QuestionText,
    textEn: QuestionText,
    position: z.number().int().min(0).max(999).default(0),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.skillCode && value.kind !== "hard") {
      ctx.addIssue({
        code: "custom",
        path: ["skillCode"],
        message: "Only technical questions ask about a skill",
      });
    }
    if (value.skillCode && value.criterion) {
      ctx.addIssue({
        code: "custom",
        path: ["criterion"],
        message: "A question asks about a skill or a criterion, not both",
      });
    }
    const criteria: readonly string[] = interviewCriteria[value.kind];
    if (value.criterion && !criteria.includes(value.criterion)) {
      ctx.addIssue({
        code: "custom",
        path: ["criterion"],
        message: `A ${value.kind} question's criterion is one of: ${criteria.join(", ")}`,
      });
    }
    if (value.kind !== "hard" && !value.criterion) {
      ctx.addIssue({
        code: "custom",
        path: ["criterion"],
        message: "Soft and English questions name their criterion",
      });
    }
  });
export type SaveInterviewQuestionRequest = z.infer<typeof SaveInterviewQuestionRequest>;
