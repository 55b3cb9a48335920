"use client";

import {
  type DeveloperInterview,
  interviewStatusLabels,
  interviewTypeLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { SectionCard } from "@/components/SectionCard";
import text from "@/components/text.module.css";
import type { AppLocale } from "@/lib/format/locale";
import { InterviewCard } from "./InterviewCard";
import { useBrowserTimeZone, useMyInterviews } from "./queries";
import { splitInterviews } from "./schedule";
import { formatDateTime } from "./time";
import styles from "./yourInterviews.module.css";

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
      {interviewTypeLabels[interview.type][locale]} ·{" "}
      {formatDateTime(interview.scheduledAt, locale, timeZone)}
      {interview.offerTitle ? ` · ${interview.offerTitle}` : ""} · <strong>{status}</strong>
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
        <p className={`${text.small} ${text.muted} ${text.spaceBelow}`}>
          {t("timeZone", { zone: timeZone })}
        </p>
        <h3 className={`${text.subtitle} ${text.gutter}`}>{t("dashboard.upcoming")}</h3>
        {upcoming.length > 0 ? (
          <div className={styles.upcoming}>
            {upcoming.map((interview) => (
              <InterviewCard
                key={interview.id}
                interview={interview}
                timeZone={timeZone}
                headingLevel={4}
              />
            ))}
          </div>
        ) : (
          <p className={`${text.body} ${text.spaceBelow}`}>{t("dashboard.noneUpcoming")}</p>
        )}
        {hasTechnical ? null : (
          <ButtonLink href="/onboarding/preview-hard" variant="contained">
            {t("dashboard.book")}
          </ButtonLink>
        )}
        {past.length > 0 ? (
          <>
            <h3 className={`${text.subtitle} ${text.gutter} ${styles.past}`}>
              {t("dashboard.past")}
            </h3>
            <ul className={`${text.bullets} ${text.small}`}>
              {past.map((interview) => (
                <PastInterview key={interview.id} interview={interview} timeZone={timeZone} />
              ))}
            </ul>
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
