"use client";

import type { DeveloperProfile } from "@encaja/contracts";
import { useRouter } from "@/i18n/navigation";
import { useAvailability, useOnboardingStatus, useProfile } from "../queries";
import {
  completedOnboardingSteps,
  neighbourStep,
  type OnboardingStepKey,
  onboardingPaths,
} from "./paths";
import { useOnboardingFlags, useSignupProject } from "./state";

/** Everything the onboarding steps need; `ready` once the API and the browser answered. */
export function useOnboarding() {
  const profile = useProfile();
  const status = useOnboardingStatus();
  const availability = useAvailability();
  const project = useSignupProject();
  const { flags, mark } = useOnboardingFlags(profile.data?.professionalId);
  const hasProject = Boolean(project);
  const ready =
    profile.data != null && status.data != null && availability.isSuccess && project !== undefined;
  const error = profile.error ?? status.error ?? availability.error;
  const path = (step: OnboardingStepKey | null) => (step ? onboardingPaths[step] : null);
  const completed = status.data
    ? completedOnboardingSteps({
        status: status.data,
        hasAvailability: availability.data != null,
        flags,
      })
    : new Set<OnboardingStepKey>();
  return {
    completed,
    ready,
    error,
    profile: profile.data ?? null,
    status: status.data ?? null,
    availability: availability.data ?? null,
    project: project ?? null,
    hasProject,
    flags,
    mark,
    next: (step: OnboardingStepKey) => path(neighbourStep(step, 1, hasProject)),
    back: (step: OnboardingStepKey) => path(neighbourStep(step, -1, hasProject)),
  };
}

export type StepProps = { profile: DeveloperProfile; o: ReturnType<typeof useOnboarding> };

export function useGo() {
  const router = useRouter();
  return (path: string | null) => {
    if (path) router.push(path);
  };
}
