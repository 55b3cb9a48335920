"use client";

import { englishLevelLabels, seniorityLabels, techRoleLabel } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { isPlanLimit, PlanLimitNotice } from "@/features/account-settings/PlanLimitNotice";
import { StaffAssessmentResults } from "@/features/assessments/VerifiedSkills";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import { splitMonths } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { workingHoursText, zoneName } from "@/lib/format/workingDay";
import {
  CandidaciesSection,
  EducationSection,
  ExperienceSection,
  LinksSection,
  PreferencesSection,
  PresentedSection,
  Section,
  SkillsSection,
} from "./ProfileSections";
import { useDeveloperView } from "./queries";

/**
 * /profiles/{id}: a developer as the viewer may see them. Staff see everything (contacts,
 * preferences, assessments, every candidacy); a customer only developers presented to it.
 */
export function ProfilePage({ id }: { id: string }) {
  const t = useTranslations("Profiles");
  const tDeep = useTranslations("DeepProfiles.nav");
  const locale = useLocale() as AppLocale;
  const view = useDeveloperView(id);
  if (view.isError) {
    const missing = view.error instanceof ApiError && [400, 403, 404].includes(view.error.status);
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
          {t("title")}
        </Typography>
        {isPlanLimit(view.error) ? (
          <PlanLimitNotice error={view.error} />
        ) : (
          <Alert severity="error">{missing ? t("notFound") : t("loadError")}</Alert>
        )}
      </Container>
    );
  }
  if (!view.data) return <SessionProgress />;
  const { profile } = view.data;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const facts = [
    techRoleLabel(profile.techRole, locale),
    profile.mainStack?.name,
    seniorityLabels[profile.seniority][locale],
    view.data.interviewVerified.english
      ? t("englishVerified", {
          level: englishLevelLabels[view.data.interviewVerified.english.level][locale],
        })
      : profile.englishLevel
        ? t("english", { level: englishLevelLabels[profile.englishLevel][locale] })
        : null,
    profile.location ? `${profile.location.name}, ${profile.location.countryName}` : null,
    profile.timeZone
      ? t("workingDay", {
          zone: zoneName(profile.timeZone),
          hours: workingHoursText(profile.workingHours),
        })
      : null,
    (() => {
      // Years and months as stated ("4 años y 6 meses"), never rounded.
      const { years, months } = splitMonths(profile.devExperienceMonths);
      if (years === 0) return t("experienceMonths", { months });
      if (months === 0) return t("experienceYears", { years });
      return t("experienceYearsMonths", { years, months });
    })(),
  ].filter(Boolean);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 3 }}>
        <Avatar src={profile.photoURL ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
          {profile.firstName.charAt(0)}
        </Avatar>
        <div>
          <Typography component="h1" variant="h4" fontWeight={800}>
            {name}
          </Typography>
          <Typography color="text.secondary">{facts.join(" · ")}</Typography>
        </div>
      </Stack>
      <Stack spacing={3}>
        <Section title={t("about")}>
          <Typography sx={{ whiteSpace: "pre-line" }}>{profile.bio || t("none")}</Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: "wrap" }}>
            {view.data.audience === "staff" ? (
              <>
                <AppLink href={`/matchers/deep-profiles/${profile.professionalId}`}>
                  {tDeep("deepProfile")}
                </AppLink>
                <AppLink href={`/chats/${view.data.chatId}`}>{t("conversation")}</AppLink>
                <AppLink href={`mailto:${view.data.profile.email}`}>
                  {view.data.profile.email}
                </AppLink>
                {view.data.profile.phone ? (
                  <Typography>{view.data.profile.phone}</Typography>
                ) : null}
                {view.data.profile.linkedinUrl ? (
                  <AppLink href={view.data.profile.linkedinUrl}>LinkedIn</AppLink>
                ) : null}
                {view.data.profile.githubUrl ? (
                  <AppLink href={view.data.profile.githubUrl}>GitHub</AppLink>
                ) : null}
              </>
            ) : null}
          </Stack>
        </Section>
        <SkillsSection
          skills={profile.skills}
          verifiedSkillIds={view.data.verifiedSkillIds}
          interviewScores={view.data.interviewVerified.skills}
        />
        <ExperienceSection experiences={view.data.experiences} />
        {view.data.audience === "staff" ? (
          <>
            <EducationSection education={view.data.education} />
            <LinksSection platforms={view.data.profile.platforms} />
            <PreferencesSection
              preferences={view.data.preferences}
              availability={view.data.availability}
            />
            <StaffAssessmentResults professionalId={profile.professionalId} />
            <CandidaciesSection candidacies={view.data.candidacies} />
          </>
        ) : (
          <PresentedSection presentedFor={view.data.presentedFor} />
        )}
      </Stack>
    </Container>
  );
}
