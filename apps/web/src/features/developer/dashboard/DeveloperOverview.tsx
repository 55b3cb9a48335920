"use client";

import AlertTitle from "@mui/material/AlertTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { LinkAlert } from "@/components/LinkAlert";
import { SectionCard } from "@/components/SectionCard";
import text from "@/components/text.module.css";
import { MatchTipsCard } from "@/features/applications/MatchTips";
import { MessagesCard } from "@/features/chat/MessagesCard";
import { YourInterviews } from "@/features/interviews/booking/YourInterviews";
import { useCompleteness, useOnboardingStatus, useProfile } from "../queries";
import { ActivityCard } from "./ActivityCard";
import { completenessPaths, heaviestMissing } from "./completeness";
import styles from "./dashboard.module.css";
import { NextSteps, YourApplications } from "./YourApplications";

function ScoreCard() {
  const t = useTranslations("Developer.dashboard");
  const completeness = useCompleteness();
  if (!completeness.data) return null;
  const { score, missing } = completeness.data;
  const next = heaviestMissing(missing);
  return (
    <SectionCard id="score" title={t("scoreTitle")} titleGutter={false}>
      <div className={styles.score}>
        <LinearProgress
          variant="determinate"
          value={score}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label={t("scoreLabel")}
          aria-valuetext={t("scoreValue", { score })}
        />
        <p className={text.figure}>{t("scoreValue", { score })}</p>
      </div>
      {next ? (
        <>
          <h3 className={text.subtitle}>{t("nextTitle")}</h3>
          <p className={`${text.body} ${text.spaceBelow}`}>
            <AppLink href={completenessPaths[next.item] ?? "/dashboard/profile"} underline="always">
              {t(`items.${next.item}`)}
            </AppLink>{" "}
            · {t("points", { weight: next.weight })}
          </p>
          <ButtonLink href="/dashboard/improve-profile" variant="outlined">
            {t("improveLink")}
          </ButtonLink>
        </>
      ) : (
        <p className={text.body}>{t("complete")}</p>
      )}
    </SectionCard>
  );
}

/** A disapproved profile: the superAdmin's reason and what to do next. */
function DisapprovedAlert() {
  const t = useTranslations("Developer.dashboard");
  const profile = useProfile();
  if (profile.data?.approval !== "disapproved") return null;
  return (
    <LinkAlert
      severity="warning"
      link={{ href: "/dashboard/profile", label: t("disapprovedLink"), variant: "outlined" }}
    >
      <AlertTitle component="h2">{t("disapprovedTitle")}</AlertTitle>
      {profile.data.approvalReason ? (
        <p className={`${text.body} ${text.gapBelow}`}>
          {t("disapprovedReason", { reason: profile.data.approvalReason })}
        </p>
      ) : null}
      <p className={text.body}>{t("disapprovedAction")}</p>
    </LinkAlert>
  );
}

/**
 * The developer's part of /dashboard: onboarding reminder, applications, messages and next steps,
 * completeness, activity, interviews.
 */
export function DeveloperOverview() {
  const t = useTranslations("Developer.dashboard");
  const status = useOnboardingStatus();
  return (
    <div className={styles.overview}>
      <DisapprovedAlert />
      {status.data?.onboarding === "pending" ? (
        <LinkAlert
          severity="info"
          link={{ href: "/onboarding", label: t("onboardingAction"), variant: "contained" }}
        >
          {t("onboardingPending")}
        </LinkAlert>
      ) : null}
      <div className={styles.columns}>
        <YourApplications />
        <div className={styles.stack}>
          <MessagesCard />
          <NextSteps />
          <MatchTipsCard />
        </div>
      </div>
      <div className={styles.columns}>
        <ScoreCard />
        <ActivityCard />
      </div>
      <YourInterviews />
    </div>
  );
}
