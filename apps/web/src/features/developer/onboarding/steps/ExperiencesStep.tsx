"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { ExperiencesManager } from "../../profile/ExperiencesManager";
import { useExperiences } from "../../queries";
import { onboardingPaths } from "../paths";
import { type StepProps, useGo } from "../useOnboarding";

export function ExperiencesStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding.experiences");
  const tc = useTranslations("Developer.onboarding");
  const go = useGo();
  const experiences = useExperiences();
  const count = experiences.data?.items.length ?? 0;
  const [problem, setProblem] = useState<string | null>(null);
  const noExperienceAllowed = profile.devExperienceMonths === 0 && profile.mainStack !== null;
  return (
    <Stack spacing={3}>
      <ExperiencesManager />
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}{" "}
          {!noExperienceAllowed ? (
            <AppLink href={onboardingPaths.professionalDetails} underline="always">
              {t("toProfessional")}
            </AppLink>
          ) : null}
        </Alert>
      ) : null}
      <Box sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}>
        <Typography fontWeight={700}>{t("noneTitle")}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {noExperienceAllowed ? t("noneHelp") : t("noneNeedsZero")}
        </Typography>
        <Button
          variant="text"
          onClick={() => {
            if (noExperienceAllowed) go(o.next("experiences"));
            else setProblem(t("noneNotAllowed"));
          }}
        >
          {t("none")}
        </Button>
      </Box>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <Box>
          <ButtonLink href={o.back("experiences") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            if (count > 0) go("/onboarding/experiences/finished");
            else setProblem(t("addOne"));
          }}
        >
          {tc("continue")}
        </Button>
      </Stack>
    </Stack>
  );
}
