"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import type { AppLocale } from "@/lib/format/locale";
import { type OnboardingStepKey, visibleSteps } from "./paths";

export function LoadError({ error }: { error: unknown }) {
  const t = useTranslations("Developer.common");
  const locale = useLocale() as AppLocale;
  const [text, setText] = useState(t("loadError"));
  useEffect(() => {
    void import("@/lib/api/errors").then(({ apiErrorMessage }) =>
      setText(`${t("loadError")} ${apiErrorMessage(error, locale)}`),
    );
  }, [error, locale, t]);
  return <Alert severity="error">{text}</Alert>;
}

/** The page frame of a step: title, the visible stepper and the step's content. */
export function OnboardingShell({
  step,
  hasProject,
  completed,
  title,
  lead,
  children,
}: {
  step: OnboardingStepKey | "previewHard";
  hasProject: boolean;
  /** The steps really done (server status + browser flags). */
  completed: Set<OnboardingStepKey>;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("Developer.onboarding");
  const steps = visibleSteps(hasProject);
  const active = step === "previewHard" ? steps.length : steps.indexOf(step);
  const doneCount =
    step === "previewHard" ? steps.length : steps.filter((s) => completed.has(s)).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="nav" aria-label={t("stepsLabel")} sx={{ mb: 4 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: "none" }, mb: 1 }}>
          {step === "previewHard"
            ? t("allDone")
            : t("stepOf", { current: active + 1, total: steps.length, name: t(`steps.${step}`) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round((doneCount / steps.length) * 100)}
          sx={{ display: { md: "none" }, borderRadius: 1 }}
          aria-label={t("progressLabel")}
        />
        <Stepper
          activeStep={active}
          alternativeLabel
          component="ol"
          sx={{ display: { xs: "none", md: "flex" }, p: 0, m: 0, listStyle: "none" }}
        >
          {steps.map((s, i) => (
            <Step
              key={s}
              component="li"
              completed={step === "previewHard" || completed.has(s)}
              aria-current={i === active ? "step" : undefined}
            >
              <StepLabel>{t(`steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <PageHeading compact title={title} lead={lead} leadGap={3} headingRef={headingRef} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}
