"use client";

import {
  englishLevelLabels,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  searchStatusLabels,
  seniorityLabels,
  skillLevelLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { useMyVerifiedSkillCodes, VerifiedBadge } from "@/features/assessments/VerifiedSkills";
import { SessionProgress } from "@/features/session/SessionProgress";
import { countryName } from "@/lib/format/countries";
import { formatDate, splitMonths } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";
import { workingHoursText, zoneName } from "@/lib/format/workingDay";
import { useAvailability, useExperiences, usePreferences, useProfile } from "../queries";
import { EducationManager } from "./EducationManager";
import { EmploymentForm } from "./EmploymentForm";
import { ExperiencesManager } from "./ExperiencesManager";
import { PersonalForm } from "./PersonalForm";
import { PhotoUpload } from "./PhotoUpload";
import { PlatformsManager } from "./PlatformsManager";
import { ProfessionalForm } from "./ProfessionalForm";
import { Facts, ProfileSection } from "./ProfileSection";

/** /dashboard/profile: every section of the profile, to read and to edit. */
export function ProfileView() {
  const t = useTranslations("Developer.profile");
  const tp = useTranslations("Forms.pickers");
  const te = useTranslations("Developer.employment");
  const locale = useLocale() as AppLocale;
  const profile = useProfile();
  const preferences = usePreferences();
  const availability = useAvailability();
  useExperiences();
  const verifiedCodes = useMyVerifiedSkillCodes();
  const p = profile.data;
  if (!p || !preferences.isSuccess || !availability.isSuccess) return <SessionProgress />;
  const dash = t("notSet");
  const exp = splitMonths(p.devExperienceMonths);
  const prefs = preferences.data;
  const avail = availability.data;
  const verified = verifiedCodes;
  const location = p.location
    ? p.location.kind === "city"
      ? `${p.location.name}, ${p.location.countryName}`
      : p.location.countryName
    : dash;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title={t("title")}
        lead={
          <>
            {t("lead")}{" "}
            <AppLink href="/dashboard/improve-profile" underline="always">
              {t("improve")}
            </AppLink>
          </>
        }
      />
      <Stack spacing={3}>
        <ProfileSection
          id="personal"
          title={t("personal")}
          view={
            <Stack spacing={2}>
              <PhotoUpload profile={p} />
              <Facts
                rows={[
                  [t("name"), `${p.firstName} ${p.lastName}`],
                  [t("email"), p.email],
                  [t("phone"), p.phone ?? dash],
                  [t("location"), location],
                  [t("timeZone"), p.timeZone ? zoneName(p.timeZone) : dash],
                  [
                    t("workingHours"),
                    p.workingHours
                      ? workingHoursText(p.workingHours)
                      : t("workingHoursDefault", { hours: workingHoursText(null) }),
                  ],
                ]}
              />
            </Stack>
          }
          edit={(close) => <PersonalForm profile={p} submitLabel={t("save")} onSaved={close} />}
        />
        <ProfileSection
          id="professional"
          title={t("professional")}
          view={
            <Facts
              rows={[
                [
                  t("techRole"),
                  mainSkillCategoryLabels[p.techRole as MainSkillCategory]?.[locale] ?? p.techRole,
                ],
                [t("mainStack"), p.mainStack?.name ?? dash],
                [t("seniority"), seniorityLabels[p.seniority][locale]],
                [
                  t("englishLevel"),
                  p.englishLevel ? englishLevelLabels[p.englishLevel][locale] : dash,
                ],
                [t("experience"), t("experienceValue", { years: exp.years, months: exp.months })],
                [t("bio"), p.bio || dash],
                [t("linkedinUrl"), p.linkedinUrl ?? dash],
                [t("githubUrl"), p.githubUrl ?? dash],
              ]}
            />
          }
          edit={(close) => (
            <ProfessionalForm
              profile={p}
              submitLabel={t("save")}
              onSaved={close}
              withSkills={false}
            />
          )}
        />
        <ProfileSection
          id="skills"
          title={t("skills")}
          view={
            p.skills.length === 0 ? (
              <Typography color="text.secondary">{t("noSkills")}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: 1 }}
              >
                {p.skills.map((s) => (
                  <li key={s.skillId}>
                    <Chip
                      label={`${s.name} · ${skillLevelLabels[s.level][locale]}${
                        s.years !== null ? ` · ${t("yearsShort", { years: s.years })}` : ""
                      }`}
                    />
                    {verified.has(s.code) ? <VerifiedBadge /> : null}
                  </li>
                ))}
              </Box>
            )
          }
          edit={(close) => <ProfessionalForm profile={p} submitLabel={t("save")} onSaved={close} />}
        />
        <ProfileSection
          id="experiences"
          title={t("experiences")}
          alwaysEdit={<ExperiencesManager headingLevel={3} />}
        />
        <ProfileSection id="education" title={t("education")} alwaysEdit={<EducationManager />} />
        <ProfileSection
          id="links"
          title={t("links")}
          alwaysEdit={<PlatformsManager profile={p} />}
        />
        <ProfileSection
          id="preferences"
          title={t("preferences")}
          view={
            prefs ? (
              <Facts
                rows={[
                  [te("searchStatus"), searchStatusLabels[prefs.searchStatus][locale]],
                  [
                    te("modalities"),
                    prefs.modalities.map((m) => workModalityLabels[m][locale]).join(", "),
                  ],
                  [
                    te("salary"),
                    `${formatMoneyFromUnits(prefs.salary.amount, prefs.salary.currency, locale)} ${tp(
                      `per.${prefs.salary.period}`,
                    )}`,
                  ],
                  [te("countries"), prefs.countries.map((c) => countryName(c, locale)).join(", ")],
                  [
                    te("contractTypes"),
                    prefs.contractTypes.map((c) => te(`contract.${c}`)).join(", "),
                  ],
                ]}
              />
            ) : (
              <Typography color="text.secondary">{t("noPreferences")}</Typography>
            )
          }
          edit={(close) => (
            <EmploymentForm
              preferences={prefs}
              availability={avail}
              parts={{ preferences: true, availability: false }}
              submitLabel={t("save")}
              onSaved={close}
            />
          )}
        />
        <ProfileSection
          id="availability"
          title={t("availability")}
          view={
            avail ? (
              <Facts
                rows={[
                  [te("availableFrom"), formatDate(avail.availableFrom, locale)],
                  [te("hoursPerWeek"), String(avail.hoursPerWeek)],
                  [te("noticeWeeks"), String(avail.noticeWeeks)],
                ]}
              />
            ) : (
              <Typography color="text.secondary">{t("noAvailability")}</Typography>
            )
          }
          edit={(close) => (
            <EmploymentForm
              preferences={prefs}
              availability={avail}
              parts={{ preferences: false, availability: true }}
              submitLabel={t("save")}
              onSaved={close}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
