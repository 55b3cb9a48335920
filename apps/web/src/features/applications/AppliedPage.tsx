"use client";

import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/**
 * /jobs/{id}/applied: the confirmation after applying, read back from the applications. After
 * applying from the onboarding, `continueOnboardingHref` is its next step, offered first.
 */
export function AppliedPage({
  jobId,
  continueOnboardingHref,
}: {
  jobId: string;
  continueOnboardingHref?: string | undefined;
}) {
  const t = useTranslations("Applications.applied");
  const call = useCall();
  const heading = useRef<HTMLHeadingElement>(null);
  const applications = useQuery({
    queryKey: ["applications", "me", "first"],
    queryFn: ({ signal }) => call(routes.applications.mine, { query: { limit: 100 } }, { signal }),
  });
  const application = applications.data?.items.find((a) => a.job.id === jobId);
  const found = Boolean(application);
  useEffect(() => {
    if (found) heading.current?.focus();
  }, [found]);
  if (applications.isPending) return <SessionProgress />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {application ? (
        <Stack spacing={3}>
          <PageHeading compact title={t("title")} gutterBottom={false} headingRef={heading} />
          <Typography>
            {t("body", {
              title: application.job.title,
              company: application.job.company?.name ?? t("confidential"),
            })}
          </Typography>
          <Typography color="text.secondary">{t("next")}</Typography>
          {continueOnboardingHref ? (
            <Typography color="text.secondary">{t("onboardingLead")}</Typography>
          ) : null}
        </Stack>
      ) : (
        <Alert severity="info">{t("notFound")}</Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
        {continueOnboardingHref ? (
          <ButtonLink href={continueOnboardingHref} variant="contained">
            {t("continueOnboarding")}
          </ButtonLink>
        ) : null}
        <ButtonLink
          href="/dashboard/applications"
          variant={continueOnboardingHref ? "outlined" : "contained"}
        >
          {t("toApplications")}
        </ButtonLink>
        <ButtonLink href="/job-search" variant="outlined">
          {t("moreJobs")}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
