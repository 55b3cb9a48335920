import { z } from "zod";
import type { Label } from "../labels";

/**
 * A developer's voluntary self-identification. It is stored apart from the profile, read only
 * by the developer and by the aggregate fairness audit (superAdmin), never by the ranking,
 * customers or matchers.
 */

const l = (es: string, en: string): Label => ({ es, en });

export const genders = [
  "woman",
  "man",
  "non_binary",
  "self_described",
  "prefer_not_to_say",
] as const;
export const Gender = z.enum(genders);
export type Gender = z.infer<typeof Gender>;
export const genderLabels: Record<Gender, Label> = {
  woman: l("Mujer", "Woman"),
  man: l("Hombre", "Man"),
  non_binary: l("Persona no binaria", "Non-binary"),
  self_described: l("Me describo de otra forma", "I describe myself another way"),
  prefer_not_to_say: l("Prefiero no decirlo", "Prefer not to say"),
};

export const ageBands = ["18-24", "25-34", "35-44", "45-54", "55+", "prefer_not_to_say"] as const;
export const AgeBand = z.enum(ageBands);
export type AgeBand = z.infer<typeof AgeBand>;
export const ageBandLabels: Record<AgeBand, Label> = {
  "18-24": l("18 a 24 años", "18 to 24"),
  "25-34": l("25 a 34 años", "25 to 34"),
  "35-44": l("35 a 44 años", "35 to 44"),
  "45-54": l("45 a 54 años", "45 to 54"),
  "55+": l("55 años o más", "55 or over"),
  prefer_not_to_say: l("Prefiero no decirlo", "Prefer not to say"),
};

/** What the developer has stated; null = not stated (each field cleared by sending null). */
export const SelfIdentification = z.strictObject({
  gender: Gender.nullable(),
  ageBand: AgeBand.nullable(),
});
export type SelfIdentification = z.infer<typeof SelfIdentification>;

/** PUT body: every field optional (absent = unchanged) and nullable (null = clear). */
export const PutSelfIdentificationRequest = z.strictObject({
  gender: Gender.nullable().optional(),
  ageBand: AgeBand.nullable().optional(),
});
export type PutSelfIdentificationRequest = z.infer<typeof PutSelfIdentificationRequest>;
