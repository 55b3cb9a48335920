"use client";

import {
  type InterviewSummary,
  interviewResultLabels,
  interviewStatusLabels,
  interviewTypeLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { kitPath } from "./listParams";

export const developerName = (d: InterviewSummary["developer"]) =>
  `${d.firstName} ${d.lastName}`.trim() || d.hashedId;

/** One interview: a link to its kit named by type and developer, then offer, time and status. */
function InterviewRow({
  interview,
  timeZone,
  showStatus,
}: {
  interview: InterviewSummary;
  timeZone: string;
  showStatus: boolean;
}) {
  const t = useTranslations("Interviewers.row");
  const locale = useLocale() as AppLocale;
  const result = interview.result ? interviewResultLabels[interview.result][locale] : null;
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" } }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <AppLink href={kitPath(interview)} underline="hover" sx={{ fontWeight: 600 }}>
            {t("title", {
              type: interviewTypeLabels[interview.type][locale],
              name: developerName(interview.developer),
            })}
          </AppLink>
          <Typography variant="body2" color="text.secondary">
            {interview.offer?.title ?? t("noOffer")} ·{" "}
            <time dateTime={interview.scheduledAt}>
              {formatDateTime(interview.scheduledAt, locale, timeZone)}
            </time>{" "}
            · {t("minutes", { count: interview.durationMinutes })}
            {interview.interviewer ? ` · ${interview.interviewer.name}` : ""}
          </Typography>
        </Box>
        {showStatus ? (
          <Chip
            size="small"
            variant="outlined"
            color={interview.status === "scheduled" ? "primary" : "default"}
            label={result ?? interviewStatusLabels[interview.status][locale]}
          />
        ) : null}
      </Stack>
    </Box>
  );
}

/** A list of interviews (or its empty text). */
export function InterviewRows({
  items,
  timeZone,
  empty,
  showStatus = false,
  label,
}: {
  items: readonly InterviewSummary[];
  timeZone: string;
  empty: string;
  showStatus?: boolean;
  label?: string;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {items.map((interview) => (
        <InterviewRow
          key={interview.id}
          interview={interview}
          timeZone={timeZone}
          showStatus={showStatus}
        />
      ))}
    </Box>
  );
}
