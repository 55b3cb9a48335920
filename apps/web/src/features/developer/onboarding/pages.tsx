"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useRouter } from "@/i18n/navigation";
import { type OnboardingStepKey, onboardingPaths, resolveOnboardingStep } from "./paths";
import { LoadError, OnboardingShell } from "./Shell";
import { CodeAssessmentStep } from "./steps/CodeAssessmentStep";
import { EmploymentStep } from "./steps/EmploymentStep";
import { ExperiencesFinishedStep } from "./steps/ExperiencesFinishedStep";
import { ExperiencesStep } from "./steps/ExperiencesStep";
import { FinishedStep } from "./steps/FinishedStep";
import { LinkedInStep } from "./steps/LinkedInStep";
import { OfferStep } from "./steps/OfferStep";
import { PersonalStep } from "./steps/PersonalStep";
import { ProfessionalStep } from "./steps/ProfessionalStep";
import { type StepProps, useOnboarding } from "./useOnboarding";

// The onboarding's route entries share one module: moving from page to page loads no new code.

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

/** Loads the onboarding state and renders a step inside the shell. */
export function OnboardingStep({
  step,
}: {
  step:
    | "linkedin"
    | "personalDetails"
    | "professionalDetails"
    | "experiences"
    | "experiencesFinished"
    | "employmentPreferences"
    | "offer"
    | "codeAssessment"
    | "finished";
}) {
  const t = useTranslations("Developer.onboarding");
  const o = useOnboarding();
  if (o.error) return <LoadError error={o.error} />;
  if (!o.ready || !o.profile) return <SessionProgress />;
  const shellStep: OnboardingStepKey = step === "experiencesFinished" ? "experiences" : step;
  const props: StepProps = { profile: o.profile, o };
  return (
    <OnboardingShell
      step={shellStep}
      hasProject={o.hasProject}
      completed={o.completed}
      title={t(`${step}.title`)}
      lead={t(`${step}.lead`)}
    >
      {step === "linkedin" ? <LinkedInStep {...props} /> : null}
      {step === "personalDetails" ? <PersonalStep {...props} /> : null}
      {step === "professionalDetails" ? <ProfessionalStep {...props} /> : null}
      {step === "experiences" ? <ExperiencesStep {...props} /> : null}
      {step === "experiencesFinished" ? <ExperiencesFinishedStep {...props} /> : null}
      {step === "employmentPreferences" ? <EmploymentStep {...props} /> : null}
      {step === "offer" ? <OfferStep {...props} /> : null}
      {step === "codeAssessment" ? <CodeAssessmentStep {...props} /> : null}
      {step === "finished" ? <FinishedStep {...props} /> : null}
    </OnboardingShell>
  );
}

/** /onboarding/preview-hard: the technical interview explained (content from the server). */
export function OnboardingPreviewHard({ children }: { children: ReactNode }) {
  const t = useTranslations("Developer.onboarding");
  const o = useOnboarding();
  if (!o.ready) return <SessionProgress />;
  return (
    <OnboardingShell
      step="previewHard"
      hasProject={o.hasProject}
      completed={o.completed}
      title={t("previewHard.title")}
    >
      {children}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
        <ButtonLink href="/dashboard" variant="contained">
          {t("previewHard.toDashboard")}
        </ButtonLink>
        <ButtonLink href="/dashboard/profile" variant="outlined">
          {t("previewHard.toProfile")}
        </ButtonLink>
      </Stack>
    </OnboardingShell>
  );
}
