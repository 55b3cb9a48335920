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
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { countryName } from "@/lib/format/countries";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";
import styles from "./talent.module.css";

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
    <article className={styles.card}>
      <h2 className={styles.name}>
        {card.professionalId && !card.anonymised ? (
          <Link href={`/profiles/${card.professionalId}`}>{title}</Link>
        ) : (
          title
        )}
      </h2>
      <p className={styles.line}>{facts.join(" · ")}</p>
      <p className={`${styles.line} ${styles.muted}`}>{more.join(" · ")}</p>
      {card.rank === 0.5 ? (
        <p className={`${styles.line} ${styles.muted} ${styles.note}`}>{t("bioOnly")}</p>
      ) : null}
      {card.skills.length > 0 ? (
        <ul className={styles.skills} aria-label={t("skills")}>
          {card.skills.slice(0, 12).map((s) => (
            <li key={s.skillId} className={styles.skill}>
              {`${s.name} · ${skillLevelLabels[s.level][locale]}`}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
