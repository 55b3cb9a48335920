"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { LinkAlert } from "@/components/LinkAlert";
import { missingStepPaths } from "@/features/developer/onboarding/paths";
import { storeSignupProject } from "@/features/developer/onboarding/state";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { PendingApply } from "./PendingApply";

type Problem = { kind: "applied" } | { kind: "onboarding"; missing: string[] };
const missingKeys = [
  "personalDetails",
  "professionalDetails",
  "skills",
  "experiences",
  "preferences",
];

/**
 * Apply from a job page: a visitor signs up with `project_id` (the onboarding applies at its
 * offer step); a developer applies here; other roles are told who can apply.
 */
/**
 * A developer's apply button (loaded by ApplyButton for developers only, so the API client and
 * its route checks stay out of the public job page's first load).
 */
export default function DeveloperApply({ jobId }: { jobId: string }) {
  const t = useTranslations("Jobs.apply");
  const call = useCall();
  const router = useRouter();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Did this developer already apply here? Then the page shows that, not the apply button.
  const mine = useQuery({
    queryKey: ["applications", "me", "offer", jobId],
    // The route table (and zod) load with the first call: the public job page stays light.
    queryFn: async ({ signal }) => {
      const { routes } = await import("@/lib/api/routes");
      const query = { limit: 1, offerId: jobId };
      return call(routes.applications.mine, { query }, { signal });
    },
  });

  if (mine.isPending) return <PendingApply />;

  const application = mine.data?.items[0];
  if (application) {
    return (
      <LinkAlert
        severity="success"
        role="status"
        link={{ href: `/jobs/${jobId}/applied`, label: t("viewApplication"), color: "inherit" }}
      >
        <Typography fontWeight={700}>{t("appliedState")}</Typography>
      </LinkAlert>
    );
  }

  const apply = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { routes } = await import("@/lib/api/routes");
      await call(routes.jobs.apply, { params: { id: jobId } });
      router.push(`/jobs/${jobId}/applied`);
    } catch (error) {
      const code = error instanceof ApiError ? error.envelope?.code : undefined;
      if (code === "ALREADY_APPLIED") setProblem({ kind: "applied" });
      else if (code === "ONBOARDING_INCOMPLETE") {
        // The onboarding's offer step applies once the profile is complete.
        storeSignupProject(jobId);
        const { routes } = await import("@/lib/api/routes");
        const status = await call(routes.developers.onboarding, {}).catch(() => ({
          missing: [] as string[],
        }));
        setProblem({ kind: "onboarding", missing: status.missing });
      } else showError(error);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void apply()}>
          {busy ? t("applying") : t("apply")}
        </Button>
      </Box>
      {problem?.kind === "applied" ? (
        <Alert severity="info" role="alert">
          {t("already")}{" "}
          <AppLink href={`/jobs/${jobId}/applied`} underline="always">
            {t("viewApplication")}
          </AppLink>
        </Alert>
      ) : null}
      {problem?.kind === "onboarding" ? (
        <Alert severity="warning" role="alert">
          <Typography fontWeight={700}>{t("incomplete")}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {problem.missing.map((step) => (
              <li key={step}>
                <AppLink href={missingStepPaths[step] ?? "/onboarding"} underline="always">
                  {missingKeys.includes(step) ? t(`missing.${step as "skills"}`) : step}
                </AppLink>
              </li>
            ))}
          </Box>
          <AppLink href="/onboarding" underline="always">
            {t("toOnboarding")}
          </AppLink>
        </Alert>
      ) : null}
    </Stack>
  );
}
