"use client";

import {
  approvalStatusLabels,
  type DeveloperActivity,
  interviewTypeLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { QueryList } from "@/components/QueryList";
import { SectionCard } from "@/components/SectionCard";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useActivity, useProfile } from "../queries";

const activityKey = (item: DeveloperActivity) =>
  [item.kind, item.at, item.jobTitle, item.url, item.interview?.scheduledAt].join("|");

/** One event in the developer's words. */
function useActivityText() {
  const t = useTranslations("Developer.dashboard.activity");
  const locale = useLocale() as AppLocale;
  return (item: DeveloperActivity): string => {
    const job = item.jobTitle ?? "";
    switch (item.kind) {
      case "applied":
      case "invited":
      case "presented":
        return t(item.kind, { job });
      case "statusChanged":
        return t(`status.${item.status ?? "received"}`, { job });
      case "linkAdded":
        return t("linkAdded", { url: item.url ?? "" });
      default: {
        if (!item.interview) return "";
        const text = t(item.kind, {
          type: interviewTypeLabels[item.interview.type][locale],
          date: formatDate(item.interview.scheduledAt, locale),
        });
        return item.jobTitle ? t("forJob", { text, job: item.jobTitle }) : text;
      }
    }
  };
}

/** /dashboard "Recent activity": the profile review, then the developer's latest events. */
export function ActivityCard() {
  const t = useTranslations("Developer.dashboard");
  const locale = useLocale() as AppLocale;
  const profile = useProfile();
  const activity = useActivity();
  const textOf = useActivityText();
  return (
    <SectionCard id="activity" title={t("activityTitle")}>
      {profile.data ? (
        <Typography sx={{ mb: 1 }}>
          {t("approval", { status: approvalStatusLabels[profile.data.approval][locale] })}
        </Typography>
      ) : null}
      <QueryList
        query={activity}
        items={activity.data?.items ?? []}
        loadError={t("activity.loadError")}
        empty={<Typography color="text.secondary">{t("activityEmpty")}</Typography>}
        loading={<CircularProgress aria-label={t("activityTitle")} size={24} />}
      >
        {(items) => (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {items.map((item) => (
              <li key={activityKey(item)}>
                <Typography variant="body2">
                  {textOf(item)}{" "}
                  <Box component="span" sx={{ color: "text.secondary" }}>
                    · {formatDate(item.at, locale)}
                  </Box>
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </QueryList>
    </SectionCard>
  );
}
