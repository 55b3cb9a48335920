import type { QuestionLevel } from "@encaja/contracts";

/** A question in both languages: [Spanish, English]. */
export type QuestionText = readonly [es: string, en: string];

/** A skill's questions by level (the seed writes junior and senior ones). */
export type SkillQuestionSeeds = Record<string, Partial<Record<QuestionLevel, QuestionText[]>>>;
