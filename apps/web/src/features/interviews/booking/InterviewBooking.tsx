"use client";

import { BOOKED_INTERVIEW_MINUTES, type DeveloperInterview } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { AppLocale } from "@/lib/format/locale";
import { InterviewCard } from "./InterviewCard";
import { useBookInterview, useBrowserTimeZone, useMyInterviews } from "./queries";
import { SlotChooser } from "./SlotChooser";
import { type HeadingLevel, headingTag } from "./SlotPicker";
import { upcomingHardInterview } from "./schedule";
import { formatDay, formatTime } from "./time";

/**
 * Booking a technical interview, in the browser's time zone: the free slots of the next 14
 * days, or, when one is already scheduled, that interview with reschedule and cancel.
 */
export function InterviewBooking({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("DeveloperInterviews");
  const locale = useLocale() as AppLocale;
  const titleId = useId();
  const timeZone = useBrowserTimeZone();
  const mine = useMyInterviews();
  const book = useBookInterview();
  const [booked, setBooked] = useState<DeveloperInterview | null>(null);
  const inner = (headingLevel + 1) as HeadingLevel;

  const scheduled = mine.data ? upcomingHardInterview(mine.data.items, new Date()) : null;
  const confirmed = booked && scheduled?.id === booked.id ? scheduled : null;
  const confirmationRef = useRef<HTMLDivElement>(null);
  const confirmedId = confirmed?.id;
  // The slot list the developer scrolled through is gone: bring the confirmation into view.
  useEffect(() => {
    if (confirmedId) confirmationRef.current?.focus();
  }, [confirmedId]);

  let body: ReactNode;
  if (!timeZone || mine.isPending) {
    body = (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label={t("booking.loading")} />
      </Box>
    );
  } else if (mine.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
            {t("booking.retry")}
          </Button>
        }
      >
        {t("booking.loadError")}
      </Alert>
    );
  } else if (scheduled) {
    body = (
      <>
        {confirmed ? (
          <Alert
            severity="success"
            role="status"
            ref={confirmationRef}
            tabIndex={-1}
            sx={{ mb: 2 }}
          >
            <AlertTitle>{t("booking.confirmedTitle")}</AlertTitle>
            <Typography sx={{ "&::first-letter": { textTransform: "uppercase" } }}>
              {t("booking.confirmedBody", {
                date: formatDay(confirmed.scheduledAt, locale, timeZone),
                time: formatTime(confirmed.scheduledAt, locale, timeZone),
                interviewer: confirmed.interviewerName || t("interview.team"),
              })}
            </Typography>
            <Typography>{t("booking.invite")}</Typography>
          </Alert>
        ) : (
          <Typography sx={{ mb: 2 }}>{t("booking.scheduledLead")}</Typography>
        )}
        <InterviewCard
          interview={scheduled}
          timeZone={timeZone}
          headingLevel={inner}
          onChanged={() => setBooked(null)}
        />
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          {t("booking.lead", { minutes: BOOKED_INTERVIEW_MINUTES })}
        </Typography>
        <SlotChooser
          timeZone={timeZone}
          headingLevel={inner}
          label={t("booking.slotsLabel")}
          submitLabel={t("booking.book")}
          submittingLabel={t("booking.booking")}
          onSubmit={async (slot) => {
            const interview = await book.mutateAsync({
              interviewerUserId: slot.interviewerUserId,
              scheduledAt: slot.startsAt,
              timeZone,
            });
            setBooked(interview);
          }}
        />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} id="book">
      <Typography
        id={titleId}
        component={headingTag(headingLevel)}
        variant="h5"
        fontWeight={700}
        gutterBottom
      >
        {scheduled ? t("booking.scheduledTitle") : t("booking.title")}
      </Typography>
      {timeZone ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("timeZone", { zone: timeZone })}
        </Typography>
      ) : null}
      {body}
    </Box>
  );
}
