"use client";

import { useTranslations } from "next-intl";
import { type StepProps, useGo } from "@/features/developer/onboarding/useOnboarding";
import { EmploymentForm } from "@/features/developer/profile/EmploymentForm";
import { usePreferences } from "@/features/developer/queries";
import { SessionProgress } from "@/features/session/SessionProgress";

export function EmploymentStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  const preferences = usePreferences();
  if (!preferences.isSuccess) return <SessionProgress />;
  return (
    <EmploymentForm
      preferences={preferences.data}
      availability={o.availability}
      parts={{ preferences: true, availability: true }}
      submitLabel={t("continue")}
      backHref={o.back("employmentPreferences")}
      onSaved={() => go(o.next("employmentPreferences"))}
    />
  );
}
