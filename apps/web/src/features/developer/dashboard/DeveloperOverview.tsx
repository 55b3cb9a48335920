"use client";

import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { LinkAlert } from "@/components/LinkAlert";
import { SectionCard } from "@/components/SectionCard";
import { MatchTipsCard } from "@/features/applications/MatchTips";
import { MessagesCard } from "@/features/chat/MessagesCard";
import { YourInterviews } from "@/features/interviews/booking/YourInterviews";
import { useCompleteness, useOnboardingStatus, useProfile } from "../queries";
import { ActivityCard } from "./ActivityCard";
import { completenessPaths, heaviestMissing } from "./completeness";
import { NextSteps, YourApplications } from "./YourApplications";

function ScoreCard() {
  const t = useTranslations("Developer.dashboard");
  const completeness = useCompleteness();
  if (!completeness.data) return null;
  const { score, missing } = completeness.data;
  const next = heaviestMissing(missing);
  return (
    <SectionCard id="score" title={t("scoreTitle")} titleGutter={false}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", my: 2 }}>
        <LinearProgress
          variant="determinate"
          value={score}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label={t("scoreLabel")}
          aria-valuetext={t("scoreValue", { score })}
        />
        <Typography fontWeight={800} variant="h5" component="p">
          {t("scoreValue", { score })}
        </Typography>
      </Stack>
      {next ? (
        <>
          <Typography component="h3" variant="subtitle1" fontWeight={700}>
            {t("nextTitle")}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            <AppLink href={completenessPaths[next.item] ?? "/dashboard/profile"} underline="always">
              {t(`items.${next.item}`)}
            </AppLink>{" "}
            · {t("points", { weight: next.weight })}
          </Typography>
          <ButtonLink href="/dashboard/improve-profile" variant="outlined">
            {t("improveLink")}
          </ButtonLink>
        </>
      ) : (
        <Typography>{t("complete")}</Typography>
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
        <Typography sx={{ mb: 1 }}>
          {t("disapprovedReason", { reason: profile.data.approvalReason })}
        </Typography>
      ) : null}
      <Typography>{t("disapprovedAction")}</Typography>
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
    <Stack spacing={3} sx={{ mb: 5 }}>
      <DisapprovedAlert />
      {status.data?.onboarding === "pending" ? (
        <LinkAlert
          severity="info"
          link={{ href: "/onboarding", label: t("onboardingAction"), variant: "contained" }}
        >
          {t("onboardingPending")}
        </LinkAlert>
      ) : null}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" } }}>
        <YourApplications />
        <Stack spacing={3}>
          <MessagesCard />
          <NextSteps />
          <MatchTipsCard />
        </Stack>
      </Box>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" } }}>
        <ScoreCard />
        <ActivityCard />
      </Box>
      <YourInterviews />
    </Stack>
  );
}
