"use client";

import { useTranslations } from "next-intl";
import { ProfessionalForm } from "../../profile/ProfessionalForm";
import { type StepProps, useGo } from "../useOnboarding";

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
