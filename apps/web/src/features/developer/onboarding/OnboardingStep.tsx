"use client";

import { useTranslations } from "next-intl";
import type { OnboardingStepKey } from "@/features/developer/onboarding/paths";
import { LoadError, OnboardingShell } from "@/features/developer/onboarding/Shell";
import { CodeAssessmentStep } from "@/features/developer/onboarding/steps/CodeAssessmentStep";
import { EmploymentStep } from "@/features/developer/onboarding/steps/EmploymentStep";
import { ExperiencesFinishedStep } from "@/features/developer/onboarding/steps/ExperiencesFinishedStep";
import { ExperiencesStep } from "@/features/developer/onboarding/steps/ExperiencesStep";
import { FinishedStep } from "@/features/developer/onboarding/steps/FinishedStep";
import { LinkedInStep } from "@/features/developer/onboarding/steps/LinkedInStep";
import { OfferStep } from "@/features/developer/onboarding/steps/OfferStep";
import { PersonalStep } from "@/features/developer/onboarding/steps/PersonalStep";
import { ProfessionalStep } from "@/features/developer/onboarding/steps/ProfessionalStep";
import { type StepProps, useOnboarding } from "@/features/developer/onboarding/useOnboarding";
import { SessionProgress } from "@/features/session/SessionProgress";

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
