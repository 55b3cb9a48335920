import { z } from "zod";
import { EnglishLevel, Seniority } from "../enums";

/** The developer's choice: serve /public-profile/{id}, and let search engines index it. */
export const PublicProfileSettings = z.strictObject({
  enabled: z.boolean(),
  indexable: z.boolean(),
});
export type PublicProfileSettings = z.infer<typeof PublicProfileSettings>;

/** GET /public-profiles/{id} (public): no contact data, only while the developer keeps it on. */
export const PublicProfile = z.object({
  professionalId: z.uuid(),
  name: z.string(),
  photoURL: z.string().nullable(),
  techRole: z.string(),
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  seniority: Seniority,
  devExperienceMonths: z.number().int(),
  englishLevel: EnglishLevel.nullable(),
  /** ISO 3166-1 alpha-2 code of the developer's country (the viewer's locale names it). */
  country: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.object({ name: z.string(), level: z.number().int().min(0).max(5) })),
  experiences: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      current: z.boolean(),
      description: z.string(),
    }),
  ),
  /** Search engines may index the page (`noindex` otherwise). */
  indexable: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
