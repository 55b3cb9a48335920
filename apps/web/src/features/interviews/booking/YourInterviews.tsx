"use client";

import {
  type DeveloperInterview,
  interviewStatusLabels,
  interviewTypeLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { SectionCard } from "@/components/SectionCard";
import type { AppLocale } from "@/lib/format/locale";
import { InterviewCard } from "./InterviewCard";
import { useBrowserTimeZone, useMyInterviews } from "./queries";
import { splitInterviews } from "./schedule";
import { formatDateTime } from "./time";

function PastInterview({
  interview,
  timeZone,
}: {
  interview: DeveloperInterview;
  timeZone: string;
}) {
  const t = useTranslations("DeveloperInterviews.dashboard");
  const locale = useLocale() as AppLocale;
  // Only the status: developers never see scores, notes or the recommendation.
  const status =
    interview.status === "scheduled"
      ? t("heldPending")
      : interviewStatusLabels[interview.status][locale];
  return (
    <li>
      <Typography variant="body2">
        {interviewTypeLabels[interview.type][locale]} ·{" "}
        {formatDateTime(interview.scheduledAt, locale, timeZone)}
        {interview.offerTitle ? ` · ${interview.offerTitle}` : ""} · <strong>{status}</strong>
      </Typography>
    </li>
  );
}

/** /dashboard "Your interviews": upcoming ones with their changes, then the past ones. */
export function YourInterviews() {
  const t = useTranslations("DeveloperInterviews");
  const timeZone = useBrowserTimeZone();
  const mine = useMyInterviews();

  let body: ReactNode;
  if (!timeZone || mine.isPending) {
    body = <CircularProgress aria-label={t("dashboard.loading")} size={28} />;
  } else if (mine.isError) {
    body = <Alert severity="error">{t("dashboard.loadError")}</Alert>;
  } else {
    const { upcoming, past } = splitInterviews(mine.data.items, new Date());
    const hasTechnical = upcoming.some((i) => i.type === "hard");
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("timeZone", { zone: timeZone })}
        </Typography>
        <Typography component="h3" variant="subtitle1" fontWeight={700} gutterBottom>
          {t("dashboard.upcoming")}
        </Typography>
        {upcoming.length > 0 ? (
          <Stack spacing={2} sx={{ mb: 2 }}>
            {upcoming.map((interview) => (
              <InterviewCard
                key={interview.id}
                interview={interview}
                timeZone={timeZone}
                headingLevel={4}
              />
            ))}
          </Stack>
        ) : (
          <Typography sx={{ mb: 2 }}>{t("dashboard.noneUpcoming")}</Typography>
        )}
        {hasTechnical ? null : (
          <ButtonLink href="/onboarding/preview-hard" variant="contained">
            {t("dashboard.book")}
          </ButtonLink>
        )}
        {past.length > 0 ? (
          <>
            <Typography
              component="h3"
              variant="subtitle1"
              fontWeight={700}
              sx={{ mt: 3 }}
              gutterBottom
            >
              {t("dashboard.past")}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {past.map((interview) => (
                <PastInterview key={interview.id} interview={interview} timeZone={timeZone} />
              ))}
            </Box>
          </>
        ) : null}
      </>
    );
  }
  return (
    <SectionCard id="interviews" title={t("dashboard.title")}>
      {body}
    </SectionCard>
  );
}
