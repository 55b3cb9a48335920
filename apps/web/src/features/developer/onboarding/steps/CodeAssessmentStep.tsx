"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { OnboardingCodeAssessmentStart } from "@/features/assessments/OnboardingStart";
import { useMyAssessments } from "@/features/assessments/queries";
import { type StepProps, useGo } from "../useOnboarding";

export function CodeAssessmentStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.codeAssessment");
  const tc = useTranslations("Developer.onboarding");
  const go = useGo();
  // One source for the duration: the code assessment's time limit, as the API states it.
  const mine = useMyAssessments();
  const minutes = mine.data?.available.find((a) => a.kind === "code")?.durationMinutes;
  return (
    <Stack spacing={3}>
      <Box component="ul" sx={{ m: 0, pl: 3, "& li": { mb: 1 } }}>
        <li>{t("point1")}</li>
        <li>{minutes ? t("point2", { minutes }) : t("point2NoLimit")}</li>
        <li>{t("point3")}</li>
      </Box>
      <Alert severity="info">{t("where")}</Alert>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <ButtonLink href={o.back("codeAssessment") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <OnboardingCodeAssessmentStart onStart={() => o.mark("codeAssessment")} />
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              o.mark("codeAssessment");
              go(o.next("codeAssessment"));
            }}
          >
            {t("later")}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
