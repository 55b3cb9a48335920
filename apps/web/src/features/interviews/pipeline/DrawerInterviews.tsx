"use client";

import {
  type InterviewSummary,
  interviewTypeLabels,
  type MatchingInterview,
  matchingInterviewStateLabels,
  matchingRecommendationLabels,
} from "@encaja/contracts";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { interviewOutcome } from "./CardInterviews";
import { interviewKitPath } from "./interviewLinks";

type Row = {
  key: string;
  href: string;
  title: string;
  at: string | null;
  interviewer: string | null;
  outcome: string;
};

function rowsOf(
  interviews: readonly InterviewSummary[],
  matchingInterviews: readonly MatchingInterview[],
  locale: AppLocale,
  matchingTitle: string,
): Row[] {
  const matching = matchingInterviews.map((mi) => ({
    key: mi.id,
    href: `/matching-interview/${mi.id}`,
    title: matchingTitle,
    at: mi.scheduledAt,
    interviewer: mi.interviewer?.name ?? null,
    outcome: [
      matchingInterviewStateLabels[mi.state][locale],
      mi.recommendation ? matchingRecommendationLabels[mi.recommendation][locale] : null,
    ]
      .filter(Boolean)
      .join(" · "),
  }));
  const others = interviews.map((i) => ({
    key: i.id,
    href: interviewKitPath(i),
    title: interviewTypeLabels[i.type][locale],
    at: i.scheduledAt,
    interviewer: i.interviewer?.name ?? null,
    outcome: interviewOutcome(i, locale),
  }));
  // Newest first, undated last.
  return [...matching, ...others].sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""));
}

/** The history drawer's interviews: type, date, interviewer, status and result, newest first. */
export function DrawerInterviews({
  interviews,
  matchingInterviews,
}: {
  interviews: readonly InterviewSummary[];
  matchingInterviews: readonly MatchingInterview[];
}) {
  const t = useTranslations("Pipeline.history");
  const locale = useLocale() as AppLocale;
  const rows = rowsOf(interviews, matchingInterviews, locale, t("matchingInterview"));
  return (
    <>
      <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
        {t("interviewsTitle")}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t("noInterviews")}</Typography>
      ) : (
        <List aria-label={t("interviewsTitle")} dense>
          {rows.map((row) => (
            <ListItem key={row.key} divider sx={{ display: "block", px: 0 }}>
              <MuiLink component={Link} href={row.href} sx={{ fontWeight: 600 }}>
                {row.title}
              </MuiLink>
              <Typography variant="body2" color="text.secondary">
                {t("interviewLine", {
                  date: row.at ? formatDateTime(row.at, locale) : t("noDate"),
                  interviewer: row.interviewer ?? t("noInterviewer"),
                })}
              </Typography>
              <Typography variant="body2">{row.outcome}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
