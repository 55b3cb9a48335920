"use client";

import type { BudgetVersion, Locale } from "@encaja/contracts";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useLocale, useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { formatDate } from "@/lib/format/dates";
import { formatMoneyFromMinor } from "@/lib/format/money";
import { answerText } from "./answer";

/** Every sent version, newest first, with its answer or why it was not answered. */
export function BudgetVersionHistory({ versions }: { versions: BudgetVersion[] }) {
  const t = useTranslations("Budgets.history");
  const ta = useTranslations("Budgets.answer");
  const locale = useLocale() as Locale;
  return (
    <SectionCard id="budget-history" title={t("title")}>
      <List dense disablePadding>
        {versions.map((v, index) => (
          <ListItem key={v.version} disableGutters>
            <ListItemText
              primary={t("version", {
                version: v.version,
                date: formatDate(v.sentAt, locale),
                total: formatMoneyFromMinor(v.totalMinor, v.currency, locale),
              })}
              secondary={
                v.response
                  ? answerText(ta, v.response, locale)
                  : index === 0
                    ? t("current")
                    : t("superseded")
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
