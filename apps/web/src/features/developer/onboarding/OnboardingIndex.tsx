"use client";

import { useEffect } from "react";
import { onboardingPaths, resolveOnboardingStep } from "@/features/developer/onboarding/paths";
import { LoadError } from "@/features/developer/onboarding/Shell";
import { useOnboarding } from "@/features/developer/onboarding/useOnboarding";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useRouter } from "@/i18n/navigation";

/** /onboarding: sends the developer to the first step still to do (or the dashboard). */
export function OnboardingIndex() {
  const o = useOnboarding();
  const router = useRouter();
  const target =
    o.ready && o.status
      ? (() => {
          const step = resolveOnboardingStep({
            status: o.status,
            hasAvailability: o.availability !== null,
            hasProject: o.hasProject,
            flags: o.flags,
          });
          return step ? onboardingPaths[step] : "/dashboard";
        })()
      : null;
  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);
  if (o.error) return <LoadError error={o.error} />;
  return <SessionProgress />;
}
