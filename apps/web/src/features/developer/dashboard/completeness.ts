/** Where each part of the profile completeness score is improved (pure). */

/** Where each completeness item is fixed (the settings or profile pages). */
export const completenessPaths: Record<string, string> = {
  photo: "/settings/personal-information",
  personalDetails: "/settings/personal-information",
  professionalDetails: "/settings/professional-information",
  bio: "/settings/professional-information",
  skills: "/settings/professional-information",
  experiences: "/dashboard/profile#experiences",
  education: "/dashboard/profile#education",
  preferences: "/settings/employment-preferences",
  availability: "/settings/work-availability",
  platforms: "/dashboard/profile#links",
};

/** The missing item worth the most (the API sorts by weight; we do not rely on it). */
export function heaviestMissing<T extends { weight: number }>(missing: T[]): T | null {
  return missing.reduce<T | null>((best, m) => (!best || m.weight > best.weight ? m : best), null);
}
