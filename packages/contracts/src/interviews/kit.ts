import { z } from "zod";
import { EnglishLevel, SkillLevel } from "../enums";
import { Interview } from "./interview";

/** A question the kit suggests for a skill or criterion, in both languages. */
export const SuggestedQuestion = z.object({
  key: z.string(),
  text: z.object({ es: z.string(), en: z.string() }),
});

/** `GET /interviews/{id}`: the interview kit. */
export const InterviewKit = z.object({
  interview: Interview,
  profile: z.object({
    techRole: z.string(),
    seniority: z.string(),
    englishLevel: EnglishLevel.nullable(),
    bio: z.string(),
    skills: z.array(z.object({ code: z.string(), name: z.string(), level: SkillLevel })),
  }),
  requiredSkills: z.array(
    z.object({ code: z.string(), name: z.string(), level: SkillLevel, required: z.boolean() }),
  ),
  questions: z.array(
    z.object({
      kind: z.enum(["skill", "criterion"]),
      key: z.string(),
      items: z.array(SuggestedQuestion),
    }),
  ),
});
export type InterviewKit = z.infer<typeof InterviewKit>;
