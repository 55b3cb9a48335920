"use client";

import type { JobDetail } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { missingStepPaths } from "@/features/developer/onboarding/paths";
import { useToast } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import { errorDetails } from "@/lib/api/error-details";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { JobDescription } from "./JobDescription";

type State =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "ready"; job: JobDetail }
  | { kind: "incomplete"; job: JobDetail; missing: string[] };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.envelope?.code : undefined);

/**
 * The onboarding's offer step: the offer the developer signed up from, and one button that
 * completes the onboarding (every required part is done by now) and applies to it. `onDone`
 * skips on; `onApplied` gets the job once the application is in (or was already).
 */
export function OnboardingOfferStep({
  projectId,
  backHref,
  onDone,
  onApplied,
}: {
  projectId: string;
  backHref: string;
  onDone: () => void;
  onApplied: (jobId: string) => void;
}) {
  const t = useTranslations("Jobs.onboarding");
  const ta = useTranslations("Jobs.apply");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    call(routes.jobs.get, { params: { id: projectId } })
      .then((job) => alive && setState({ kind: "ready", job }))
      .catch(() => alive && setState({ kind: "missing" }));
    return () => {
      alive = false;
    };
  }, [call, projectId]);

  const apply = async (job: JobDetail) => {
    setBusy(true);
    try {
      await call(routes.developers.completeOnboarding, {});
      await call(routes.jobs.apply, { params: { id: job.id } }).catch((error: unknown) => {
        if (codeOf(error) !== "ALREADY_APPLIED") throw error;
      });
      toast.success(t("applied", { title: job.title }));
      onApplied(job.id);
    } catch (error) {
      const missing = (await errorDetails(error, "ONBOARDING_INCOMPLETE"))?.missing;
      if (missing) {
        setState({ kind: "incomplete", job, missing });
      } else showError(error);
      setBusy(false);
    }
  };

  const job = state.kind === "ready" || state.kind === "incomplete" ? state.job : null;
  return (
    <Stack spacing={3}>
      {state.kind === "loading" ? (
        <Typography color="text.secondary">{t("loading")}</Typography>
      ) : null}
      {state.kind === "missing" ? <Alert severity="info">{t("unavailable")}</Alert> : null}
      {job ? (
        <Box>
          <Typography component="h2" variant="h5" fontWeight={700}>
            {job.title}
          </Typography>
          <Typography color="text.secondary">{job.company?.name ?? t("confidential")}</Typography>
          <Box sx={{ maxHeight: 320, overflow: "auto", mt: 1 }}>
            <JobDescription markdown={job.description} />
          </Box>
        </Box>
      ) : null}
      {state.kind === "incomplete" ? (
        <Alert severity="warning" role="alert">
          {ta("incomplete")}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {state.missing.map((step) => (
              <li key={step}>
                <AppLink href={missingStepPaths[step] ?? "/onboarding"} underline="always">
                  {ta(`missing.${step as "skills"}`)}
                </AppLink>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <AppLink href={backHref}>{t("back")}</AppLink>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Button onClick={onDone} disabled={busy}>
            {job ? t("skip") : t("continue")}
          </Button>
          {job ? (
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => void apply(job)}
            >
              {busy ? ta("applying") : t("apply")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Stack>
  );
}
