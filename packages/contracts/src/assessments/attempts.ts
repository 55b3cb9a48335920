import { z } from "zod";
import {
  AssessmentKind,
  AssessmentQuestion,
  AssessmentSkill,
  AssessmentSummary,
  CodeLanguage,
  CodeTask,
  ProfileDimension,
} from "./catalogue";

export const attemptStatuses = ["in_progress", "submitted"] as const;
export const AttemptStatus = z.enum(attemptStatuses);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

export const MAX_CODE_LENGTH = 20_000;

export const CodeAnswer = z.strictObject({
  language: CodeLanguage,
  code: z.string().max(MAX_CODE_LENGTH),
});
export type CodeAnswer = z.infer<typeof CodeAnswer>;

export const CodeTaskResult = z.object({
  taskId: z.string(),
  language: CodeLanguage.nullable(),
  score: z.number().int(),
  passedTests: z.number().int(),
  totalTests: z.number().int(),
});

const levels = z.enum(["low", "medium", "high"]);
export const AttemptResult = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("code"),
    score: z.number().int(),
    passed: z.boolean(),
    tasks: z.array(CodeTaskResult),
  }),
  z.object({
    kind: z.literal("quiz"),
    score: z.number().int(),
    passed: z.boolean(),
    correct: z.number().int(),
    total: z.number().int(),
    skill: AssessmentSkill,
  }),
  z.object({
    kind: z.literal("profile"),
    answered: z.number().int(),
    total: z.number().int(),
    dimensions: z.array(
      z.object({ dimension: ProfileDimension, score: z.number().int(), level: levels }),
    ),
  }),
]);
export type AttemptResult = z.infer<typeof AttemptResult>;

/** An attempt in lists: no questions, no code. */
export const AttemptSummary = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  kind: AssessmentKind,
  version: z.number().int(),
  title: z.object({ es: z.string(), en: z.string() }),
  status: AttemptStatus,
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  autoSubmitted: z.boolean(),
  result: AttemptResult.nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummary>;

/** The attempt its developer works on: content of the attempt's version plus what was saved. */
export const AttemptDetail = AttemptSummary.extend({
  assessment: AssessmentSummary,
  /** Server time when answered, so the client can show a drift-free countdown. */
  serverNow: z.iso.datetime(),
  questions: z.array(AssessmentQuestion),
  tasks: z.array(CodeTask),
  /** Saved answers: questionId → chosen option index (quiz) or Likert 1–5 (profile). */
  answers: z.record(z.string(), z.number().int()),
  /** Saved code per task. */
  code: z.record(z.string(), CodeAnswer),
});
export type AttemptDetail = z.infer<typeof AttemptDetail>;

export const SaveAnswerRequest = z.strictObject({
  questionId: z.string().min(1).max(100),
  answer: z.union([z.number().int().min(0).max(10), CodeAnswer]),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequest>;

export const SaveAnswerResult = z.object({
  questionId: z.string(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type SaveAnswerResult = z.infer<typeof SaveAnswerResult>;

export const RunRequest = z.strictObject({
  taskId: z.string().min(1).max(100),
  language: CodeLanguage,
  code: z.string().max(MAX_CODE_LENGTH),
});
export type RunRequest = z.infer<typeof RunRequest>;

export const testStatuses = [
  "passed",
  "failed",
  "timeout",
  "memory",
  "runtime_error",
  "output_limit",
  "compile_error",
] as const;
export const TestStatus = z.enum(testStatuses);
export type TestStatus = z.infer<typeof TestStatus>;

export const TestRunResult = z.object({
  testId: z.string(),
  status: TestStatus,
  timeMs: z.number(),
  args: z.array(z.unknown()).optional(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
  message: z.string().optional(),
  /** What the code printed with console.log (truncated). */
  output: z.string(),
});
export type TestRunResult = z.infer<typeof TestRunResult>;

export const RunResult = z.object({
  taskId: z.string(),
  language: CodeLanguage,
  passed: z.number().int(),
  total: z.number().int(),
  tests: z.array(TestRunResult),
});
export type RunResult = z.infer<typeof RunResult>;

/** `GET /developers/me/assessments`. */
export const MyAssessments = z.object({
  available: z.array(
    AssessmentSummary.extend({
      /** When a retake becomes possible (null: can start now). */
      retakeAt: z.iso.datetime().nullable(),
    }),
  ),
  inProgress: z.array(AttemptSummary),
  results: z.array(AttemptSummary),
});
export type MyAssessments = z.infer<typeof MyAssessments>;

/** `GET /developers/{professionalId}/assessments` (staff): results and verified skills. */
export const DeveloperAssessmentResults = z.object({
  professionalId: z.uuid(),
  results: z.array(AttemptSummary),
  verifiedSkills: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  /** The code tasks' titles by task id, so staff never read a task's slug. */
  taskTitles: z.record(z.string(), CodeTask.shape.title).default({}),
});
export type DeveloperAssessmentResults = z.infer<typeof DeveloperAssessmentResults>;
