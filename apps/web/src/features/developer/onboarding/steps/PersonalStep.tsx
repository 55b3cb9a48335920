"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { type StepProps, useGo } from "@/features/developer/onboarding/useOnboarding";
import { PersonalForm } from "@/features/developer/profile/PersonalForm";
import { PhotoUpload } from "@/features/developer/profile/PhotoUpload";

export function PersonalStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  return (
    <Stack spacing={4}>
      <PhotoUpload profile={profile} />
      <PersonalForm
        profile={profile}
        submitLabel={t("continue")}
        backHref={o.back("personalDetails")}
        onSaved={() => go(o.next("personalDetails"))}
      />
    </Stack>
  );
}
