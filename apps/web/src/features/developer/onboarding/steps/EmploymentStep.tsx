"use client";

import { useTranslations } from "next-intl";
import { SessionProgress } from "@/features/session/SessionProgress";
import { EmploymentForm } from "../../profile/EmploymentForm";
import { usePreferences } from "../../queries";
import { type StepProps, useGo } from "../useOnboarding";

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
