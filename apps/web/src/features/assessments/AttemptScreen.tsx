"use client";

import type { AttemptDetail } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { useApiErrorToast } from "@/lib/api/hooks";
import { CodeScreen } from "./CodeScreen";
import { Countdown } from "./Countdown";
import { QuestionList } from "./QuestionList";
import { useAttempt, useSubmitAttempt } from "./queries";
import { ResultView } from "./ResultView";
import { SubmitButton } from "./SubmitBar";
import { pick } from "./text";

/** One attempt: the screen of its kind while open, its result once submitted. */
export function AttemptScreen({
  attemptId,
  afterResult,
  onSubmitted,
}: {
  attemptId: string;
  /** Called once the attempt is submitted (instead of showing the result here). */
  onSubmitted?: () => void;
  /** Extra action under the result (e.g. finish onboarding). */
  afterResult?: { href: string; label: string };
}) {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const query = useAttempt(attemptId);
  const submit = useSubmitAttempt(attemptId);
  const showError = useApiErrorToast();
  const flushRef = useRef<() => Promise<void>>(async () => {});
  const registerFlush = useCallback((flush: () => Promise<void>) => {
    flushRef.current = flush;
  }, []);
  const doSubmit = useCallback(async () => {
    try {
      await flushRef.current().catch(() => undefined);
      await submit.mutateAsync();
      onSubmitted?.();
    } catch (error) {
      showError(error);
    }
  }, [submit, showError, onSubmitted]);

  if (query.isPending) {
    return (
      <Container sx={{ py: 6 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <CircularProgress size={24} />
          <Typography>{t("attempt.loading")}</Typography>
        </Stack>
      </Container>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Container sx={{ py: 6 }}>
        <Alert severity="error">{t("attempt.notFound")}</Alert>
        <ButtonLink href="/dashboard/assessments" sx={{ mt: 2 }}>
          {t("attempt.back")}
        </ButtonLink>
      </Container>
    );
  }
  const attempt: AttemptDetail = query.data;
  const open = attempt.status === "in_progress";
  const taskTitles = Object.fromEntries(
    attempt.tasks.map((task) => [task.id, pick(task.title, locale)]),
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
        >
          <Typography component="h1" variant="h4" fontWeight={800}>
            {pick(attempt.title, locale)}
          </Typography>
          {open ? (
            <Countdown
              deadline={attempt.deadline}
              serverNow={attempt.serverNow}
              onExpire={doSubmit}
            />
          ) : null}
        </Stack>
        {open ? (
          <>
            {attempt.kind === "code" ? (
              <CodeScreen attempt={attempt} registerFlush={registerFlush} />
            ) : (
              <>
                <Typography color="text.secondary">
                  {attempt.kind === "quiz" ? t("quiz.lead") : t("profile.statementLead")}
                </Typography>
                <QuestionList attempt={attempt} />
              </>
            )}
            <Stack direction="row" spacing={2}>
              <SubmitButton
                pending={submit.isPending}
                onSubmit={doSubmit}
                label={attempt.kind === "profile" ? t("profile.finish") : undefined}
              />
              <ButtonLink href="/dashboard/assessments">{t("attempt.back")}</ButtonLink>
            </Stack>
          </>
        ) : (
          <>
            <Typography component="h2" variant="h5" fontWeight={700}>
              {attempt.kind === "profile" ? t("profile.resultTitle") : t("result.title")}
            </Typography>
            <ResultView
              attempt={attempt}
              taskTitles={taskTitles}
              passScore={attempt.assessment.passScore}
            />
            <Stack direction="row" spacing={2}>
              {afterResult ? (
                <ButtonLink href={afterResult.href} variant="contained">
                  {afterResult.label}
                </ButtonLink>
              ) : null}
              <ButtonLink href="/dashboard/assessments">{t("attempt.back")}</ButtonLink>
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
