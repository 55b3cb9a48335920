import { z } from "zod";
import { developerFacts, ExperienceLine } from "./deep-profile";

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
  ...developerFacts,
  bio: z.string(),
  experiences: z.array(ExperienceLine.extend({ description: z.string() })),
  /** Search engines may index the page (`noindex` otherwise). */
  indexable: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
