"use client";

import { useTranslations } from "next-intl";
import { type StepProps, useGo } from "@/features/developer/onboarding/useOnboarding";
import { ProfessionalForm } from "@/features/developer/profile/ProfessionalForm";

export function ProfessionalStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  return (
    <ProfessionalForm
      profile={profile}
      submitLabel={t("continue")}
      backHref={o.back("professionalDetails")}
      onSaved={() => go(o.next("professionalDetails"))}
    />
  );
}
