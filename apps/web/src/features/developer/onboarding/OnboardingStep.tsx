"use client";

import { useTranslations } from "next-intl";
import { SessionProgress } from "@/features/session/SessionProgress";
import type { OnboardingStepKey } from "./paths";
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
