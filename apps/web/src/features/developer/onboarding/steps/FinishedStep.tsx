"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useRefreshDeveloper } from "../../queries";
import { missingStepPaths } from "../paths";
import type { StepProps } from "../useOnboarding";

export function FinishedStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.finished");
  const tc = useTranslations("Developer.onboarding");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const [state, setState] = useState<"working" | "done" | { missing: string[] } | "error">(
    "working",
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Ask what is missing first: completing an unfinished onboarding is a 409 we can avoid.
    const complete = async () => {
      const status = await callRoute(routes.developers.onboarding, {});
      if (status.missing.length > 0) return setState({ missing: status.missing });
      await callRoute(routes.developers.completeOnboarding, {});
      setState("done");
      await refresh();
    };
    complete().catch(async (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        // Something went missing in between: show it.
        const status = await callRoute(routes.developers.onboarding, {}).catch(() => ({
          missing: [] as string[],
        }));
        setState({ missing: status.missing });
        return;
      }
      setState("error");
      showError(error);
    });
  }, [callRoute, refresh, showError]);

  if (state === "working") return <Typography role="status">{t("working")}</Typography>;
  if (state === "error")
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => window.location.reload()}>{t("retry")}</Button>}
      >
        {t("error")}
      </Alert>
    );
  if (typeof state === "object")
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          {t("missingTitle")}
        </Alert>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {state.missing.map((step) => (
            <li key={step}>
              <AppLink href={missingStepPaths[step] ?? "/onboarding"} underline="always">
                {t(`missing.${step as "personalDetails"}`)}
              </AppLink>
            </li>
          ))}
        </Box>
        <Box>
          <ButtonLink href={o.back("finished") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        </Box>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        {t("done")}
      </Alert>
      <Typography>{t("next")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <ButtonLink href="/dashboard" variant="contained" size="large">
          {t("toDashboard")}
        </ButtonLink>
        <ButtonLink href="/onboarding/preview-hard" variant="outlined" size="large">
          {t("toPreviewHard")}
        </ButtonLink>
        <ButtonLink href="/dashboard/profile" variant="text" size="large">
          {t("toProfile")}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
