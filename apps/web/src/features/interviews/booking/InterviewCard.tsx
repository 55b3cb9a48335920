"use client";

import { type DeveloperInterview, interviewTypeLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { DescriptionPair } from "@/components/DescriptionPair";
import { ExternalLink } from "@/components/ExternalLink";
import { useToast } from "@/features/toast/ToastProvider";
import type { AppLocale } from "@/lib/format/locale";
import { CancelInterviewDialog } from "./CancelInterviewDialog";
import { useRescheduleInterview } from "./queries";
import { SlotChooser } from "./SlotChooser";
import { type HeadingLevel, headingTag } from "./SlotPicker";
import { canChange } from "./schedule";
import { formatDateTime } from "./time";

const nextLevel = (level: HeadingLevel): HeadingLevel =>
  (level < 5 ? level + 1 : 5) as HeadingLevel;

/**
 * One upcoming interview as its developer sees it (no scorecard or notes): when, how long,
 * with whom, for which offer, the meeting link; cancel and (technical ones) reschedule until
 * the change deadline, after it the deadline is said instead.
 */
export function InterviewCard({
  interview,
  timeZone,
  headingLevel,
  onChanged,
}: {
  interview: DeveloperInterview;
  timeZone: string;
  headingLevel: HeadingLevel;
  /** Called after a reschedule or a cancellation. */
  onChanged?: () => void;
}) {
  const t = useTranslations("DeveloperInterviews.interview");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const id = useId();
  const [rescheduling, setRescheduling] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  const reschedule = useRescheduleInterview(interview.id);
  const changeable = canChange(interview, new Date());
  const when = formatDateTime(interview.scheduledAt, locale, timeZone);
  const until = formatDateTime(interview.changeableUntil, locale, timeZone);
  const details: Array<[string, ReactNode]> = [
    [t("duration"), t("minutes", { minutes: interview.durationMinutes })],
    [t("interviewer"), interview.interviewerName || t("team")],
    ...(interview.offerTitle ? [[t("offer"), interview.offerTitle] as [string, string]] : []),
    [
      t("meeting"),
      interview.meetingUrl ? (
        <ExternalLink key="meeting" href={interview.meetingUrl}>
          {t("openMeeting")}
        </ExternalLink>
      ) : (
        t("noMeeting")
      ),
    ],
  ];

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-title ${id}-when`}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      <Typography
        id={`${id}-title`}
        component={headingTag(headingLevel)}
        variant="subtitle1"
        fontWeight={700}
      >
        {interviewTypeLabels[interview.type][locale]}
      </Typography>
      <Typography
        id={`${id}-when`}
        sx={{ mb: 1.5, "&::first-letter": { textTransform: "uppercase" } }}
      >
        {when}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "max-content 1fr",
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {details.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <DescriptionPair term={term}>{value}</DescriptionPair>
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 2 }}
        color={changeable ? "text.secondary" : "text.primary"}
      >
        {changeable ? t("changeUntil", { date: until }) : t("deadlinePassed", { date: until })}
      </Typography>
      {!rescheduling ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
          {interview.type === "hard" ? (
            <Button variant="outlined" disabled={!changeable} onClick={() => setRescheduling(true)}>
              {t("reschedule")}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            color="error"
            disabled={!changeable}
            onClick={() => setAskingCancel(true)}
          >
            {t("cancel")}
          </Button>
        </Stack>
      ) : (
        <Box sx={{ mt: 2 }}>
          <SlotChooser
            timeZone={timeZone}
            headingLevel={nextLevel(headingLevel)}
            label={t("rescheduleTitle")}
            submitLabel={t("moveHere")}
            submittingLabel={t("moving")}
            onSubmit={async (slot) => {
              const moved = await reschedule.mutateAsync({
                interviewerUserId: slot.interviewerUserId,
                scheduledAt: slot.startsAt,
                timeZone,
              });
              setRescheduling(false);
              toast.success(
                t("rescheduled", { date: formatDateTime(moved.scheduledAt, locale, timeZone) }),
              );
              onChanged?.();
            }}
            actions={<Button onClick={() => setRescheduling(false)}>{t("keepTime")}</Button>}
          />
        </Box>
      )}
      <CancelInterviewDialog
        interviewId={interview.id}
        open={askingCancel}
        onClose={() => setAskingCancel(false)}
        onCancelled={onChanged}
      />
    </Paper>
  );
}
