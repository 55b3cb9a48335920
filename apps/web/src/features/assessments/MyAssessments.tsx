"use client";

import type { AssessmentSummary, AttemptSummary, MyAssessments as Mine } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { useRouter } from "@/i18n/navigation";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useMyAssessments, useStartAttempt } from "./queries";
import { formatDate, pick } from "./text";

export const attemptPath = (attempt: Pick<AttemptSummary, "id" | "kind" | "status">) =>
  attempt.kind === "profile"
    ? attempt.status === "in_progress"
      ? "/dashboard/professional-profile-test/in-progress"
      : "/dashboard/professional-profile-test/result"
    : `/dashboard/assessments/${attempt.id}`;

/** `/dashboard/assessments`: in progress, available and results. */
export function MyAssessments() {
  const t = useTranslations("Assessments.mine");
  const query = useMyAssessments();
  if (query.isPending) return <CircularProgress sx={{ m: 6 }} aria-label={t("title")} />;
  if (query.isError) return <Alert severity="error">{t("noResults")}</Alert>;
  const mine: Mine = query.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      {mine.inProgress.length ? (
        <Section title={t("inProgress")}>
          {mine.inProgress.map((a) => (
            <AttemptCard key={a.id} attempt={a} />
          ))}
        </Section>
      ) : null}
      <Section title={t("available")}>
        {mine.available
          .filter((a) => !mine.inProgress.some((p) => p.assessmentId === a.id))
          .map((a) => (
            <AvailableCard key={a.id} assessment={a} />
          ))}
      </Section>
      <Section title={t("results")}>
        {mine.results.length ? (
          mine.results.map((a) => <AttemptCard key={a.id} attempt={a} />)
        ) : (
          <Typography color="text.secondary">{t("noResults")}</Typography>
        )}
      </Section>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={2} sx={{ mb: 5 }} aria-label={title}>
      <Typography component="h2" variant="h5" fontWeight={700}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
}

function AvailableCard({
  assessment,
}: {
  assessment: AssessmentSummary & { retakeAt: string | null };
}) {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const router = useRouter();
  const start = useStartAttempt();
  const showError = useApiErrorToast();
  const title = pick(assessment.title, locale);
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Chip size="small" label={t(`kinds.${assessment.kind}`)} sx={{ mb: 1 }} />
          <Typography component="h3" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pick(assessment.description, locale)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {assessment.kind === "profile"
              ? t("catalogue.estimated", { minutes: assessment.estimatedMinutes })
              : // Timed assessments: the one duration shown everywhere is the time limit.
                t("catalogue.timeLimit", { minutes: assessment.durationMinutes })}
          </Typography>
        </CardContent>
        <CardActions>
          {assessment.retakeAt ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
              {t("mine.retakeAt", { date: formatDate(assessment.retakeAt, locale) })}
            </Typography>
          ) : (
            <Button
              variant="contained"
              aria-label={`${t("mine.start")}: ${title}`}
              disabled={start.isPending}
              onClick={() =>
                start.mutate(assessment.id, {
                  onSuccess: (attempt) => router.push(attemptPath(attempt)),
                  onError: showError,
                })
              }
            >
              {t("mine.start")}
            </Button>
          )}
        </CardActions>
      </Card>
    </Grid>
  );
}

function AttemptCard({ attempt }: { attempt: AttemptSummary }) {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const title = pick(attempt.title, locale);
  const result = attempt.result;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined">
        <CardContent>
          <Chip size="small" label={t(`kinds.${attempt.kind}`)} sx={{ mb: 1 }} />
          <Typography component="h3" variant="h6">
            {title}
          </Typography>
          {attempt.status === "in_progress" ? (
            <Typography variant="body2">
              {t("mine.deadline", {
                time: new Date(attempt.deadline).toLocaleString(
                  locale === "en" ? "en-GB" : "es-ES",
                ),
              })}
            </Typography>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 1 }}>
              {result && result.kind !== "profile" ? (
                <>
                  <Typography fontWeight={700}>
                    {t("mine.score", { score: result.score })}
                  </Typography>
                  <Chip
                    size="small"
                    color={result.passed ? "success" : "default"}
                    label={result.passed ? t("mine.passed") : t("mine.notPassed")}
                  />
                </>
              ) : (
                <Typography fontWeight={700}>{t("mine.profileDone")}</Typography>
              )}
              {attempt.submittedAt ? (
                <Typography variant="body2" color="text.secondary">
                  {t("mine.submittedOn", { date: formatDate(attempt.submittedAt, locale) })}
                </Typography>
              ) : null}
            </Stack>
          )}
        </CardContent>
        <CardActions>
          <ButtonLink href={attemptPath(attempt)}>
            {attempt.status === "in_progress" ? t("mine.continue") : t("mine.view")}
          </ButtonLink>
        </CardActions>
      </Card>
    </Grid>
  );
}
