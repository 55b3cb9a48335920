"use client";

import {
  englishLevelLabels,
  type InterviewSummary,
  interviewResultLabels,
  interviewStatusLabels,
  interviewTypeLabels,
  type MatchingInterview,
  matchingInterviewStateLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { interviewKitPath } from "./interviewLinks";

/** "Approved (B2)" once completed, else "Scheduled" / "Cancelled". */
export function interviewOutcome(interview: InterviewSummary, locale: AppLocale): string {
  if (interview.status !== "completed" || !interview.result)
    return interviewStatusLabels[interview.status][locale];
  const level = interview.englishLevel
    ? ` (${englishLevelLabels[interview.englishLevel][locale]})`
    : "";
  return `${interviewResultLabels[interview.result][locale]}${level}`;
}

type Props = {
  name: string;
  interviews: readonly InterviewSummary[];
  matchingInterview: MatchingInterview | null;
};

/** A card's interviews, compactly: the matching interview, then each soft / hard / English one. */
export function CardInterviews({ name, interviews, matchingInterview }: Props) {
  const t = useTranslations("Pipeline.card");
  const locale = useLocale() as AppLocale;
  if (interviews.length === 0 && !matchingInterview) return null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t("noDate"));
  return (
    <Box component="ul" aria-label={t("interviewsLabel", { name })} sx={{ m: 0, mt: 0.5, pl: 2 }}>
      {matchingInterview ? (
        <Typography component="li" variant="caption" sx={{ display: "list-item" }}>
          <MuiLink component={Link} href={`/matching-interview/${matchingInterview.id}`}>
            {t("matchingItem", {
              state: matchingInterviewStateLabels[matchingInterview.state][locale],
              date: when(matchingInterview.scheduledAt),
              interviewer: matchingInterview.interviewer?.name ?? "—",
            })}
          </MuiLink>
        </Typography>
      ) : null}
      {interviews.map((interview) => (
        <Typography
          component="li"
          variant="caption"
          key={interview.id}
          sx={{ display: "list-item" }}
        >
          <MuiLink component={Link} href={interviewKitPath(interview)}>
            {t("interviewItem", {
              type: interviewTypeLabels[interview.type][locale],
              state: interviewOutcome(interview, locale),
              date: when(interview.scheduledAt),
            })}
          </MuiLink>
        </Typography>
      ))}
    </Box>
  );
}
