"use client";

import {
  type Availability,
  candidateStatusLabels,
  type DeveloperView,
  type Education,
  type Experience,
  interviewStageLabels,
  interviewStageStatusLabels,
  searchStatusLabels,
  skillLevelLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";
import { AppLink } from "@/components/AppLink";
import { countryName } from "@/lib/format/countries";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";
import { ExperienceContext } from "./ExperienceContext";
import { ExperienceMonths } from "./ExperienceMonths";

type Staff = Extract<DeveloperView, { audience: "staff" }>;
type Customer = Extract<DeveloperView, { audience: "customer" }>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h6" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function SkillsSection({
  skills,
  verifiedSkillIds,
  interviewScores = [],
}: {
  skills: DeveloperView["profile"]["skills"];
  verifiedSkillIds: string[];
  /** Scores a technical interviewer gave, shown as verified like quiz results. */
  interviewScores?: DeveloperView["interviewVerified"]["skills"];
}) {
  const t = useTranslations("Profiles");
  const locale = useLocale() as AppLocale;
  const scoreOf = new Map(interviewScores.map((s) => [s.skillId, s.score]));
  return (
    <Section title={t("skills")}>
      {skills.length === 0 ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {skills.map((s) => {
            const quiz = verifiedSkillIds.includes(s.skillId);
            const score = scoreOf.get(s.skillId);
            const label = [
              quiz ? `✓ ${t("verifiedSkill", { skill: s.name })}` : s.name,
              skillLevelLabels[s.level][locale],
              s.years ? t("years", { years: s.years }) : null,
              score !== undefined ? `✓ ${t("interviewScore", { score })}` : null,
            ];
            return (
              <Chip
                key={s.skillId}
                variant="outlined"
                color={quiz || score !== undefined ? "success" : "default"}
                label={label.filter(Boolean).join(" · ")}
              />
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

export function ExperienceSection({ experiences }: { experiences: Experience[] }) {
  const t = useTranslations("Profiles");
  const locale = useLocale() as AppLocale;
  return (
    <Section title={t("experience")}>
      {experiences.length === 0 ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <Stack spacing={2}>
          {experiences.map((e) => (
            <Box key={e.id}>
              <Typography fontWeight={700}>
                {t("role", { title: e.title, company: e.company })}
              </Typography>
              <ExperienceMonths experience={e} present={t("present")} locale={locale} />
              <ExperienceContext experience={e} locale={locale} />
              {e.description ? (
                <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
                  {e.description}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function PreferencesSection({
  preferences,
  availability,
}: {
  preferences: Staff["preferences"];
  availability: Availability | null;
}) {
  const t = useTranslations("Profiles");
  const locale = useLocale() as AppLocale;
  return (
    <Section title={t("preferences")}>
      {preferences ? (
        <Box component="dl" sx={{ m: 0, "& dt": { fontWeight: 700 }, "& dd": { m: 0, mb: 1 } }}>
          <dt>{t("searchStatus")}</dt>
          <dd>{searchStatusLabels[preferences.searchStatus][locale]}</dd>
          <dt>{t("modalities")}</dt>
          <dd>{preferences.modalities.map((m) => workModalityLabels[m][locale]).join(", ")}</dd>
          <dt>{t("salary")}</dt>
          <dd>
            {`${formatMoneyFromUnits(preferences.salary.amount, preferences.salary.currency, locale)} ${t(`periods.${preferences.salary.period}`)}`}
          </dd>
          <dt>{t("countries")}</dt>
          <dd>
            {preferences.countries.length > 0
              ? preferences.countries.map((c) => countryName(c, locale)).join(", ")
              : t("anywhere")}
          </dd>
        </Box>
      ) : (
        <Typography color="text.secondary">{t("none")}</Typography>
      )}
      {availability ? (
        <Typography>
          {t("availability", {
            date: formatDate(availability.availableFrom, locale),
            hours: availability.hoursPerWeek,
            weeks: availability.noticeWeeks,
          })}
        </Typography>
      ) : null}
    </Section>
  );
}

export function CandidaciesSection({ candidacies }: { candidacies: Staff["candidacies"] }) {
  const t = useTranslations("Profiles");
  const locale = useLocale() as AppLocale;
  return (
    <Section title={t("candidacies")}>
      {candidacies.length === 0 ? (
        <Typography color="text.secondary">{t("noCandidacies")}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {candidacies.map((c) => (
            <li key={c.candidateId}>
              <AppLink
                href={`/matchers/offer/${c.offer.id}`}
              >{`${c.offer.title} · ${c.offer.customerName}`}</AppLink>
              <Typography variant="body2">
                {`${candidateStatusLabels[c.status][locale]} · ${formatDate(c.updatedAt, locale)}`}
                {c.matchScore !== null
                  ? ` · ${t("matchScore", { score: Math.round(c.matchScore) })}`
                  : ""}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {(["soft", "hard", "english"] as const)
                  .map(
                    (s) =>
                      `${interviewStageLabels[s][locale]}: ${interviewStageStatusLabels[c.stages[s]][locale]}`,
                  )
                  .join(" · ")}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function PresentedSection({ presentedFor }: { presentedFor: Customer["presentedFor"] }) {
  const t = useTranslations("Profiles");
  return (
    <Section title={t("presentedFor")}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {presentedFor.map((p) => (
          <li key={p.offerId}>
            <AppLink href={`/customers/dashboard/offers/${p.offerId}`}>{p.title}</AppLink>
            {` · ${t(`stages.${p.stage}`)}`}
          </li>
        ))}
      </Box>
    </Section>
  );
}

/** Degrees and courses, newest first (as the API answers them). */
export function EducationSection({ education }: { education: Education[] }) {
  const t = useTranslations("Profiles");
  return (
    <Section title={t("education")}>
      {education.length === 0 ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {education.map((e) => {
            const years = [e.startYear, e.endYear].filter((y) => y !== null).join(" – ");
            const title =
              e.degree && e.field
                ? t("degree", { degree: e.degree, field: e.field })
                : e.degree || e.field;
            return (
              <li key={e.id}>
                <Typography fontWeight={700}>{e.institution}</Typography>
                {title || years ? (
                  <Typography variant="body2" color="text.secondary">
                    {[title, years].filter(Boolean).join(" · ")}
                  </Typography>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** Portfolio and code links the developer added (pending ones marked as such). */
export function LinksSection({ platforms }: { platforms: Staff["profile"]["platforms"] }) {
  const t = useTranslations("Profiles");
  return (
    <Section title={t("links")}>
      {platforms.length === 0 ? (
        <Typography color="text.secondary">{t("none")}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {platforms
            .filter((p) => p.approval !== "declined")
            .map((p) => {
              const platform = t(`platforms.${p.platform}`);
              return (
                <li key={p.id}>
                  <AppLink href={p.url}>
                    {p.approval === "pending" ? t("linkPending", { platform }) : platform}
                  </AppLink>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${p.url}`}
                  </Typography>
                </li>
              );
            })}
        </Stack>
      )}
    </Section>
  );
}
