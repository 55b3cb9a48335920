"use client";

import {
  englishLevelLabels,
  searchStatusLabels,
  seniorityLabels,
  skillLevelLabels,
  type TalentCard,
  techRoleLabel,
  workModalityLabels,
} from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { countryName } from "@/lib/format/countries";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";

/** One search result; anonymised for customers (no name, no link) unless presented to them. */
export function TalentResult({ card }: { card: TalentCard }) {
  const t = useTranslations("TalentSearch.card");
  const locale = useLocale() as AppLocale;
  const title = card.anonymised || !card.name ? t("anonymous", { id: card.hashedId }) : card.name;
  const facts = [
    techRoleLabel(card.techRole, locale),
    card.mainStack?.name,
    seniorityLabels[card.seniority][locale],
    card.englishLevel
      ? t("english", { level: englishLevelLabels[card.englishLevel][locale] })
      : null,
    card.country ? countryName(card.country, locale) : null,
  ].filter(Boolean);
  const more = [
    card.modalities.map((m) => workModalityLabels[m][locale]).join(", "),
    card.searchStatus ? searchStatusLabels[card.searchStatus][locale] : null,
    card.salary
      ? t("salary", { amount: formatMoneyFromUnits(card.salary.monthlyUsd, "USD", locale) })
      : null,
    card.availableFrom ? t("available", { date: formatDate(card.availableFrom, locale) }) : null,
  ].filter(Boolean);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" fontWeight={700}>
        {card.professionalId && !card.anonymised ? (
          <AppLink href={`/profiles/${card.professionalId}`}>{title}</AppLink>
        ) : (
          title
        )}
      </Typography>
      <Typography variant="body2">{facts.join(" · ")}</Typography>
      <Typography variant="body2" color="text.secondary">
        {more.join(" · ")}
      </Typography>
      {card.rank === 0.5 ? (
        <Typography variant="body2" color="text.secondary" fontStyle="italic">
          {t("bioOnly")}
        </Typography>
      ) : null}
      {card.skills.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
          {card.skills.slice(0, 12).map((s) => (
            <Chip
              key={s.skillId}
              size="small"
              variant="outlined"
              label={`${s.name} · ${skillLevelLabels[s.level][locale]}`}
            />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
