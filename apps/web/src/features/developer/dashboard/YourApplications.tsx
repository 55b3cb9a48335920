"use client";

import { type Application, type Locale, presentationOutcomeLabels } from "@encaja/contracts";
import CircularProgress from "@mui/material/CircularProgress";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { QueryList } from "@/components/QueryList";
import { SectionCard } from "@/components/SectionCard";
import text from "@/components/text.module.css";
import {
  ApplicationStatusChip,
  ApplicationSummary,
} from "@/features/applications/ApplicationSummary";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCompleteness } from "../queries";
import styles from "./dashboard.module.css";
import { nextSteps } from "./nextSteps";

/** How many recent applications the home shows (the rest are on /dashboard/applications). */
const RECENT = 5;

function useRecentApplications() {
  const call = useCall();
  const early = useEarly();
  const input = { query: { limit: RECENT } };
  return useQuery({
    queryKey: ["applications", "me", "recent"],
    queryFn: ({ signal }) => call(routes.applications.mine, input, { signal }),
    ...early(routes.applications.mine, input),
  });
}

/** One line per application: the job, the status in plain words, and the presentation outcome. */
function RecentApplication({ application: a }: { application: Application }) {
  const locale = useLocale() as Locale;
  return (
    <li className={styles.recent}>
      <ApplicationSummary application={a} dense>
        <ApplicationStatusChip status={a.status} size="small" />
      </ApplicationSummary>
      {a.presentation ? (
        <p className={`${text.small} ${styles.outcome}`}>
          {presentationOutcomeLabels[a.presentation.outcome][locale]}
        </p>
      ) : null}
    </li>
  );
}

/** /dashboard: the developer's latest applications, or an honest empty state when there are none. */
export function YourApplications() {
  const t = useTranslations("Developer.dashboard.applications");
  const recent = useRecentApplications();
  return (
    <SectionCard id="applications" title={t("title")}>
      <QueryList
        query={recent}
        items={recent.data?.items ?? []}
        loadError={t("loadError")}
        empty={
          <>
            <p className={`${text.body} ${text.muted} ${text.spaceBelow}`}>{t("empty")}</p>
            <ButtonLink href="/jobs" variant="contained">
              {t("browse")}
            </ButtonLink>
          </>
        }
        loading={<CircularProgress aria-label={t("loading")} size={28} />}
      >
        {(items) => (
          <>
            <ul className={`${text.rows} ${text.spaceBelow}`}>
              {items.map((a) => (
                <RecentApplication key={a.id} application={a} />
              ))}
            </ul>
            <AppLink href="/dashboard/applications" underline="always">
              {t("seeAll")}
            </AppLink>
          </>
        )}
      </QueryList>
    </SectionCard>
  );
}

/** /dashboard "Next steps": invitations to answer, good news to follow, the profile, the job board. */
export function NextSteps() {
  const t = useTranslations("Developer.dashboard.nextSteps");
  const recent = useRecentApplications();
  const completeness = useCompleteness();
  if (!recent.data || !completeness.data) return null;
  const steps = nextSteps(recent.data.items, { complete: completeness.data.score >= 100 });
  return (
    <SectionCard id="next-steps" title={t("title")}>
      {steps.length === 0 ? (
        <p className={`${text.body} ${text.muted}`}>{t("none")}</p>
      ) : (
        <ul className={`${text.bullets} ${text.body}`}>
          {steps.map((step) => (
            <li key={step.key}>
              <AppLink href={step.href} underline="always">
                {"title" in step ? t(step.kind, { title: step.title }) : t(step.kind)}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
