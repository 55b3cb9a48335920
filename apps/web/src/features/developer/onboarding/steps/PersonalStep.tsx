"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { PersonalForm } from "../../profile/PersonalForm";
import { PhotoUpload } from "../../profile/PhotoUpload";
import { type StepProps, useGo } from "../useOnboarding";

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
