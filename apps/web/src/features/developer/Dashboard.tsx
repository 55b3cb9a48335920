"use client";

import {
  approvalStatusLabels,
  type CompletenessItem,
  englishLevelLabels,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  searchStatusLabels,
  seniorityLabels,
  skillLevelLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useId, useRef, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useMyVerifiedSkillCodes, VerifiedBadge } from "../assessments/VerifiedSkills";
import { EducationManager, PlatformsManager } from "./Education";
import { EmploymentForm } from "./Employment";
import { ExperiencesManager } from "./Experiences";
import {
  type AppLocale,
  completenessPaths,
  countryName,
  formatDate,
  formatMoney,
  heaviestMissing,
  splitMonths,
} from "./helpers";
import { PersonalForm, PhotoUpload } from "./PersonalForm";
import { ProfessionalForm } from "./ProfessionalForm";
import {
  useAvailability,
  useCompleteness,
  useExperiences,
  useOnboardingStatus,
  usePreferences,
  useProfile,
} from "./queries";

function ScoreCard() {
  const t = useTranslations("Developer.dashboard");
  const completeness = useCompleteness();
  if (!completeness.data) return null;
  const { score, missing } = completeness.data;
  const next = heaviestMissing(missing);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}
      component="section"
      aria-labelledby="score-title"
    >
      <Typography id="score-title" component="h2" variant="h6" fontWeight={700}>
        {t("scoreTitle")}
      </Typography>
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
    </Paper>
  );
}

function ActivityCard() {
  const t = useTranslations("Developer.dashboard");
  const locale = useLocale() as AppLocale;
  const profile = useProfile();
  const links = [...(profile.data?.platforms ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}
      component="section"
      aria-labelledby="activity-title"
    >
      <Typography id="activity-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {t("activityTitle")}
      </Typography>
      {profile.data ? (
        <Typography sx={{ mb: 1 }}>
          {t("approval", { status: approvalStatusLabels[profile.data.approval][locale] })}
        </Typography>
      ) : null}
      {links.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {links.slice(0, 5).map((l) => (
            <li key={l.id}>
              <Typography variant="body2">
                {t("linkAdded", { url: l.url, date: formatDate(l.createdAt, locale) })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t("activityEmpty")}</Typography>
      )}
    </Paper>
  );
}

/** The developer's part of /dashboard: onboarding reminder, completeness and activity. */
export function DeveloperOverview() {
  const t = useTranslations("Developer.dashboard");
  const status = useOnboardingStatus();
  return (
    <Stack spacing={3} sx={{ mb: 5 }}>
      {status.data?.onboarding === "pending" ? (
        <Alert
          severity="info"
          action={
            <ButtonLink href="/onboarding" variant="contained" size="small">
              {t("onboardingAction")}
            </ButtonLink>
          }
        >
          {t("onboardingPending")}
        </Alert>
      ) : null}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" } }}>
        <ScoreCard />
        <ActivityCard />
      </Box>
    </Stack>
  );
}

/** /dashboard/improve-profile: what is missing, heaviest first, each with where to fix it. */
export function ImproveProfile() {
  const t = useTranslations("Developer.dashboard");
  const completeness = useCompleteness();
  if (!completeness.data) return <SessionProgress />;
  const missing = [...completeness.data.missing].sort((a, b) => b.weight - a.weight);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("improveTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("improveLead", { score: completeness.data.score })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={completeness.data.score}
        sx={{ height: 10, borderRadius: 5, mb: 4 }}
        aria-label={t("scoreLabel")}
        aria-valuetext={t("scoreValue", { score: completeness.data.score })}
      />
      {missing.length === 0 ? (
        <Alert severity="success">{t("complete")}</Alert>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, "& li": { mb: 1.5 } }}>
          {missing.map((m) => (
            <li key={m.item}>
              <AppLink href={completenessPaths[m.item] ?? "/dashboard/profile"} underline="always">
                {t(`items.${m.item}`)}
              </AppLink>{" "}
              <Typography component="span" color="text.secondary">
                · {t("points", { weight: m.weight })} — {t(`hints.${m.item as CompletenessItem}`)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}

/** A profile section: a title, what is saved and an Edit toggle showing the form. */
function ProfileSection({
  id,
  title,
  view,
  edit,
  alwaysEdit,
}: {
  id: string;
  title: string;
  view?: ReactNode;
  edit?: (close: () => void) => ReactNode;
  alwaysEdit?: ReactNode;
}) {
  const t = useTranslations("Developer.profile");
  const [editing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <Paper
      id={id}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, scrollMarginTop: 80 }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h5" fontWeight={700}>
          {title}
        </Typography>
        {edit ? (
          <Button
            ref={buttonRef}
            variant={editing ? "text" : "outlined"}
            onClick={() => (editing ? close() : setEditing(true))}
            aria-expanded={editing}
            aria-label={
              editing ? t("cancelNamed", { section: title }) : t("editNamed", { section: title })
            }
          >
            {editing ? t("cancel") : t("edit")}
          </Button>
        ) : null}
      </Stack>
      {editing && edit ? edit(close) : view}
      {alwaysEdit}
    </Paper>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "220px 1fr" },
        columnGap: 2,
        rowGap: 1,
        m: 0,
        "& dt": { fontWeight: 700, color: "text.secondary" },
        "& dd": { m: 0, mb: { xs: 1, sm: 0 }, wordBreak: "break-word" },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** /dashboard/profile: every section of the profile, to read and to edit. */
export function ProfileView() {
  const t = useTranslations("Developer.profile");
  const tp = useTranslations("Developer.pickers");
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
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t("lead")}{" "}
        <AppLink href="/dashboard/improve-profile" underline="always">
          {t("improve")}
        </AppLink>
      </Typography>
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
                    `${formatMoney(prefs.salary.amount, prefs.salary.currency, locale)} ${tp(
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
