"use client";

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { OnboardingOfferStep } from "@/features/jobs/OnboardingOfferStep";
import { appliedFromOnboardingPath, onboardingPaths } from "../paths";
import { type StepProps, useGo } from "../useOnboarding";

export function OfferStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.offer");
  const go = useGo();
  const next = () => {
    o.mark("offer");
    go(o.next("offer"));
  };
  // Applied: the confirmation first; it links on to the next onboarding step.
  const applied = (jobId: string) => {
    o.mark("offer");
    go(appliedFromOnboardingPath(jobId));
  };
  if (!o.project) {
    // Not from an offer: this step does not apply; offer the job board or the next step.
    return (
      <Stack spacing={3}>
        <Typography>{t("none")}</Typography>
        <Typography color="text.secondary">{t("noneHelp")}</Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <ButtonLink href="/job-search" variant="outlined" size="large">
            {t("browseJobs")}
          </ButtonLink>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              o.mark("offer");
              go(onboardingPaths.codeAssessment);
            }}
          >
            {t("skipStep")}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <OnboardingOfferStep
      projectId={o.project}
      backHref={o.back("offer") ?? "/onboarding"}
      onDone={next}
      onApplied={applied}
    />
  );
}
