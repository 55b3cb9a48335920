"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { SessionProgress } from "@/features/session/SessionProgress";
import { OnboardingShell } from "./Shell";
import { useOnboarding } from "./useOnboarding";

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
