import { z } from "zod";

export const assessmentKinds = ["code", "profile", "quiz"] as const;
export const AssessmentKind = z.enum(assessmentKinds);
export type AssessmentKind = z.infer<typeof AssessmentKind>;

export const codeLanguages = ["javascript", "typescript"] as const;
export const CodeLanguage = z.enum(codeLanguages);
export type CodeLanguage = z.infer<typeof CodeLanguage>;

/** Text in both locales (assessment content is data, so it travels with both). */
export const LocalizedText = z.object({ es: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof LocalizedText>;

export const AssessmentSkill = z.object({ code: z.string(), name: z.string() });
export type AssessmentSkill = z.infer<typeof AssessmentSkill>;

/** What the public catalogue shows: never answers or hidden tests. */
export const AssessmentSummary = z.object({
  id: z.uuid(),
  kind: AssessmentKind,
  version: z.number().int(),
  title: LocalizedText,
  description: LocalizedText,
  skills: z.array(AssessmentSkill),
  /** Server-side time limit of one attempt. */
  durationMinutes: z.number().int(),
  /** How long a typical attempt takes (the profile test can be resumed over a day). */
  estimatedMinutes: z.number().int(),
  /** Tasks (code) or questions (profile test, quiz). */
  itemCount: z.number().int(),
  /** Score (0–100) needed to pass; null when the assessment has no pass mark. */
  passScore: z.number().int().nullable(),
  retakeAfterDays: z.number().int(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummary>;

export const AssessmentListQuery = z.strictObject({
  kind: AssessmentKind.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .max(20)
    .regex(/^[0-9]+$/, { message: "Invalid cursor" })
    .optional(),
});
export type AssessmentListQuery = z.infer<typeof AssessmentListQuery>;

export const AssessmentList = z.object({
  items: z.array(AssessmentSummary),
  nextCursor: z.string().nullable(),
});
export type AssessmentList = z.infer<typeof AssessmentList>;

/** A quiz question or a profile-test statement (profile items have no options: Likert 1–5). */
export const AssessmentQuestion = z.object({
  id: z.string(),
  prompt: LocalizedText,
  /** Choices of a quiz question (answer = index); empty for Likert items. */
  options: z.array(LocalizedText),
  /** Quiz questions may show a code snippet. */
  code: z.string().nullable(),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestion>;

export const SampleTest = z.object({
  id: z.string(),
  /** Arguments passed to the function, as JSON values. */
  args: z.array(z.unknown()),
  expected: z.unknown(),
});
export type SampleTest = z.infer<typeof SampleTest>;

export const CodeTask = z.object({
  id: z.string(),
  title: LocalizedText,
  statement: LocalizedText,
  difficulty: z.enum(["easy", "medium"]),
  functionName: z.string(),
  starter: z.object({ javascript: z.string(), typescript: z.string() }),
  samples: z.array(SampleTest),
  hiddenTestCount: z.number().int(),
});
export type CodeTask = z.infer<typeof CodeTask>;

export const likertScale = [1, 2, 3, 4, 5] as const;

/** Dimensions of the professional profile test (IPIP Big-Five markers). */
export const profileDimensions = [
  "extraversion",
  "agreeableness",
  "conscientiousness",
  "emotionalStability",
  "openness",
] as const;
export const ProfileDimension = z.enum(profileDimensions);
export type ProfileDimension = z.infer<typeof ProfileDimension>;
