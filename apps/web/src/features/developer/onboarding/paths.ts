/**
 * The onboarding's steps and paths (pure, no React): which step comes next, which are done
 * and where each missing part is fixed.
 */

import type { OnboardingStatus } from "@encaja/contracts";

/** The onboarding steps in order (the offer step only when the sign-up came from an offer). */
export const onboardingSteps = [
  "linkedin",
  "personalDetails",
  "professionalDetails",
  "experiences",
  "employmentPreferences",
  "offer",
  "codeAssessment",
  "finished",
] as const;
export type OnboardingStepKey = (typeof onboardingSteps)[number];

export const onboardingPaths: Record<OnboardingStepKey, string> = {
  linkedin: "/onboarding/linkedin",
  personalDetails: "/onboarding/personal-details",
  professionalDetails: "/onboarding/professional-details",
  experiences: "/onboarding/experiences",
  employmentPreferences: "/onboarding/employment-preferences",
  offer: "/onboarding/offer",
  codeAssessment: "/onboarding/code-assessment",
  finished: "/onboarding/finished",
};

/** The steps shown in the stepper. */
export function visibleSteps(hasProject: boolean): OnboardingStepKey[] {
  return onboardingSteps.filter((s) => s !== "offer" || hasProject);
}

/** The step before / after `step` (null at the ends). */
export function neighbourStep(
  step: OnboardingStepKey,
  direction: -1 | 1,
  hasProject: boolean,
): OnboardingStepKey | null {
  const steps = visibleSteps(hasProject);
  const index = steps.indexOf(step);
  if (index < 0) return null;
  return steps[index + direction] ?? null;
}

/** The application confirmation reached from the onboarding's offer step. */
export const appliedFromOnboardingPath = (jobId: string) =>
  `/jobs/${encodeURIComponent(jobId)}/applied?from=onboarding`;

/**
 * Where "continue onboarding" on that confirmation leads: the step after the offer (the offer
 * step exists only for a sign-up from an offer, so `hasProject` is true there).
 */
export const onboardingPathAfterOffer = (): string => {
  const next = neighbourStep("offer", 1, true);
  return next ? onboardingPaths[next] : "/onboarding";
};

/** Steps the browser remembers (the API cannot tell): LinkedIn seen, offer seen, assessment seen. */
export type OnboardingFlags = { linkedin?: boolean; offer?: boolean; codeAssessment?: boolean };

/**
 * The first step a developer still has to do: the server says which required parts are
 * missing; the browser remembers the optional pages already seen. `null` = all done.
 */
export function resolveOnboardingStep(input: {
  status: OnboardingStatus;
  hasAvailability: boolean;
  hasProject: boolean;
  flags: OnboardingFlags;
}): OnboardingStepKey | null {
  const { status, hasAvailability, hasProject, flags } = input;
  if (status.onboarding === "completed") return null;
  const missing = new Set(status.missing);
  if (!flags.linkedin && status.done.length === 0) return "linkedin";
  if (missing.has("personalDetails")) return "personalDetails";
  if (missing.has("professionalDetails") || missing.has("skills")) return "professionalDetails";
  if (missing.has("experiences")) return "experiences";
  if (missing.has("preferences") || !hasAvailability) return "employmentPreferences";
  if (hasProject && !flags.offer) return "offer";
  if (!flags.codeAssessment) return "codeAssessment";
  return "finished";
}

/**
 * The steps really done (the stepper ticks these, not every step before the current one):
 * required parts from the server, optional pages from the browser's flags.
 */
export function completedOnboardingSteps(input: {
  status: OnboardingStatus;
  hasAvailability: boolean;
  flags: OnboardingFlags;
}): Set<OnboardingStepKey> {
  const { status, hasAvailability, flags } = input;
  const missing = new Set(status.missing);
  const done = new Set<OnboardingStepKey>();
  if (flags.linkedin) done.add("linkedin");
  if (!missing.has("personalDetails")) done.add("personalDetails");
  if (!missing.has("professionalDetails") && !missing.has("skills")) {
    done.add("professionalDetails");
  }
  if (!missing.has("experiences")) done.add("experiences");
  if (!missing.has("preferences") && hasAvailability) done.add("employmentPreferences");
  if (flags.offer) done.add("offer");
  if (flags.codeAssessment) done.add("codeAssessment");
  if (status.onboarding === "completed") {
    for (const step of onboardingSteps) done.add(step);
  }
  return done;
}

/** Where each server onboarding step is fixed. */
export const missingStepPaths: Record<string, string> = {
  personalDetails: onboardingPaths.personalDetails,
  professionalDetails: onboardingPaths.professionalDetails,
  skills: onboardingPaths.professionalDetails,
  experiences: onboardingPaths.experiences,
  preferences: onboardingPaths.employmentPreferences,
};
