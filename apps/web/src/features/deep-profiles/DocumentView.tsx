"use client";

import {
  type DeepProfileDocument,
  englishLevelLabels,
  interviewResultLabels,
  interviewTypeLabels,
  scorecardRowLabel,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { experienceContext } from "@/features/profiles/ExperienceContext";
import { countryName } from "@/lib/format/countries";
import { formatDate, formatMonthSpan } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";

/** The developer's facts under a document's headline (no contact details). */
export function DocumentFacts({ document }: { document: DeepProfileDocument }) {
  const t = useTranslations("DeepProfiles.document");
  const locale = useLocale() as AppLocale;
  const dev = document.developer;
  const facts = [
    techRoleLabel(dev.techRole, locale),
    seniorityLabels[dev.seniority][locale],
    dev.mainStack?.name,
    dev.englishLevel ? englishLevelLabels[dev.englishLevel][locale] : null,
    dev.country ? countryName(dev.country, locale) : null,
    t("years", { count: Math.round(dev.devExperienceMonths / 12) }),
  ].filter(Boolean);
  return (
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      {facts.join(" · ")}
    </Typography>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <Typography component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Typography>
  );
}

/** The sections of a deep-profile document: what the shared link, snapshot and PDF show. */
export function DocumentView({ document: d }: { document: DeepProfileDocument }) {
  const t = useTranslations("DeepProfiles.document");
  const locale = useLocale() as AppLocale;
  return (
    <Stack spacing={3}>
      {d.summary ? (
        <SectionCard id="dp-summary" title={t("summary")}>
          <Typography sx={{ whiteSpace: "pre-line" }}>{d.summary}</Typography>
        </SectionCard>
      ) : null}
      {d.strengths.length > 0 || d.concerns.length > 0 ? (
        <SectionCard id="dp-assessment" title={t("strengthsAndConcerns")}>
          {d.strengths.length > 0 ? (
            <>
              <Typography component="h3" variant="subtitle1" fontWeight={700}>
                {t("strengths")}
              </Typography>
              <List items={d.strengths} />
            </>
          ) : null}
          {d.concerns.length > 0 ? (
            <>
              <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
                {t("concerns")}
              </Typography>
              <List items={d.concerns} />
            </>
          ) : null}
        </SectionCard>
      ) : null}
      {d.developer.skills.length > 0 ? (
        <SectionCard id="dp-skills" title={t("skills")}>
          <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
            {d.developer.skills.map((s) => (
              <Chip key={s.name} label={t("skillLevel", { name: s.name, level: s.level })} />
            ))}
          </Stack>
        </SectionCard>
      ) : null}
      {d.experienceNarrative || d.experiences.length > 0 ? (
        <SectionCard id="dp-experience" title={t("experience")}>
          {d.experienceNarrative ? (
            <Typography sx={{ whiteSpace: "pre-line", mb: 2 }}>{d.experienceNarrative}</Typography>
          ) : null}
          <List
            items={d.experiences.map((e) =>
              [
                `${e.title} · ${e.company} (${formatMonthSpan(e, t("present"), locale)})`,
                experienceContext(e, locale),
              ]
                .filter(Boolean)
                .join(" · "),
            )}
          />
        </SectionCard>
      ) : null}
      {d.interviews.length > 0 ? (
        <SectionCard id="dp-interviews" title={t("interviews")}>
          <Stack spacing={2}>
            {d.interviews.map((i) => (
              <div key={`${i.type}-${i.completedAt}`}>
                <Typography component="h3" variant="subtitle1" fontWeight={700}>
                  {[
                    interviewTypeLabels[i.type][locale],
                    i.result ? interviewResultLabels[i.result][locale] : null,
                    i.englishLevel ? englishLevelLabels[i.englishLevel][locale] : null,
                    formatDate(i.scheduledAt ?? i.completedAt, locale),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Typography>
                <List
                  items={i.rows.map(
                    (r) =>
                      `${scorecardRowLabel(r, locale)}: ${r.score === null ? t("noScore") : t("score", { score: r.score })}${
                        r.note ? ` — ${r.note}` : ""
                      }`,
                  )}
                />
                {i.comment ? <Typography color="text.secondary">{i.comment}</Typography> : null}
              </div>
            ))}
          </Stack>
        </SectionCard>
      ) : null}
      {d.assessments.length > 0 ? (
        <SectionCard id="dp-assessments" title={t("assessments")}>
          <List
            items={d.assessments.map((a) =>
              [
                a.title[locale],
                a.score === null ? null : t("percent", { score: a.score }),
                a.passed === null ? null : a.passed ? t("passed") : t("notPassed"),
              ]
                .filter(Boolean)
                .join(" · "),
            )}
          />
        </SectionCard>
      ) : null}
      {d.salaryExpectation || d.availability.availableFrom || d.availability.note ? (
        <SectionCard id="dp-terms" title={t("terms")}>
          {d.salaryExpectation ? (
            <Typography>
              {t("salary", {
                amount: formatMoneyFromUnits(
                  d.salaryExpectation.amount,
                  d.salaryExpectation.currency,
                  locale,
                ),
                period: t(`period.${d.salaryExpectation.period}`),
              })}
            </Typography>
          ) : null}
          {d.availability.availableFrom ? (
            <Typography>
              {t("availableFrom", { date: formatDate(d.availability.availableFrom, locale) })}
            </Typography>
          ) : null}
          {d.availability.note ? <Typography>{d.availability.note}</Typography> : null}
        </SectionCard>
      ) : null}
    </Stack>
  );
}
