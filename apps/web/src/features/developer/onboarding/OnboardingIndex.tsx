"use client";

import { useEffect } from "react";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useRouter } from "@/i18n/navigation";
import { onboardingPaths, resolveOnboardingStep } from "./paths";
import { LoadError } from "./Shell";
import { useOnboarding } from "./useOnboarding";

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
