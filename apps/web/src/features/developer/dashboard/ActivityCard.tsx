"use client";

import {
  approvalStatusLabels,
  type DeveloperActivity,
  interviewTypeLabels,
} from "@encaja/contracts";
import CircularProgress from "@mui/material/CircularProgress";
import { useLocale, useTranslations } from "next-intl";
import { QueryList } from "@/components/QueryList";
import { SectionCard } from "@/components/SectionCard";
import text from "@/components/text.module.css";
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
        <p className={`${text.body} ${text.gapBelow}`}>
          {t("approval", { status: approvalStatusLabels[profile.data.approval][locale] })}
        </p>
      ) : null}
      <QueryList
        query={activity}
        items={activity.data?.items ?? []}
        loadError={t("activity.loadError")}
        empty={<p className={`${text.body} ${text.muted}`}>{t("activityEmpty")}</p>}
        loading={<CircularProgress aria-label={t("activityTitle")} size={24} />}
      >
        {(items) => (
          <ul className={`${text.bullets} ${text.small}`}>
            {items.map((item) => (
              <li key={activityKey(item)}>
                {textOf(item)} <span className={text.muted}>· {formatDate(item.at, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </SectionCard>
  );
}
