"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { useRouter } from "@/i18n/navigation";
import { useApiErrorToast } from "@/lib/api/hooks";
import { AttemptScreen } from "./AttemptScreen";
import { useMyAssessments, useStartAttempt } from "./queries";
import { ProfileResult } from "./ResultView";
import { formatDate } from "./text";

const BASE = "/dashboard/professional-profile-test";

function useProfileState() {
  const query = useMyAssessments();
  const data = query.data;
  const assessment = data?.available.find((a) => a.kind === "profile");
  const open = data?.inProgress.find((a) => a.kind === "profile");
  const last = data?.results.find((a) => a.kind === "profile");
  return { query, assessment, open, last };
}

/** `/dashboard/professional-profile-test`: what the test is, and start / continue / result. */
export function ProfileTestIntro() {
  const t = useTranslations("Assessments.profile");
  const locale = useLocale();
  const router = useRouter();
  const start = useStartAttempt();
  const showError = useApiErrorToast();
  const { query, assessment, open, last } = useProfileState();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("introTitle")}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t("introLead")}</Typography>
      {query.isPending ? <CircularProgress aria-label={t("introTitle")} /> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        {open ? (
          <ButtonLink href={`${BASE}/in-progress`} variant="contained" size="large">
            {t("continue")}
          </ButtonLink>
        ) : assessment && !assessment.retakeAt ? (
          <Button
            variant="contained"
            size="large"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(assessment.id, {
                onSuccess: () => router.push(`${BASE}/in-progress`),
                onError: showError,
              })
            }
          >
            {t("start")}
          </Button>
        ) : null}
        {last ? <ButtonLink href={`${BASE}/result`}>{t("seeResult")}</ButtonLink> : null}
      </Stack>
      {assessment?.retakeAt && !open ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t("retakeAt", { date: formatDate(assessment.retakeAt, locale) })}
        </Alert>
      ) : null}
    </Container>
  );
}

/** `/in-progress`: resumes the open attempt (opening one if there is none and a take is allowed). */
export function ProfileTestInProgress() {
  const router = useRouter();
  const start = useStartAttempt();
  const { query, assessment, open } = useProfileState();
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const starting = useRef(false);
  useEffect(() => {
    if (query.isPending || attemptId) return;
    if (open) {
      setAttemptId(open.id);
    } else if (assessment && !assessment.retakeAt && !starting.current) {
      starting.current = true;
      start.mutate(assessment.id, { onSuccess: (a) => setAttemptId(a.id) });
    } else if (!starting.current) {
      router.replace(BASE);
    }
  }, [query.isPending, open, assessment, attemptId, start, router]);
  if (!attemptId) return <CircularProgress sx={{ m: 6 }} />;
  return <AttemptScreen attemptId={attemptId} onSubmitted={() => router.push(`${BASE}/result`)} />;
}

/** `/result`: the latest result with dimension scores and their plain-language meaning. */
export function ProfileTestResult() {
  const t = useTranslations("Assessments.profile");
  const { query, last } = useProfileState();
  const result = last?.result?.kind === "profile" ? last.result : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("resultTitle")}
      </Typography>
      {query.isPending ? <CircularProgress aria-label={t("resultTitle")} /> : null}
      {result ? <ProfileResult result={result} /> : null}
      {!query.isPending && !result ? (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Typography>{t("noResult")}</Typography>
          <ButtonLink href={BASE} variant="contained">
            {t("start")}
          </ButtonLink>
        </Stack>
      ) : null}
    </Container>
  );
}
