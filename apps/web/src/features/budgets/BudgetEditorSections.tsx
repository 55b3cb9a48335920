"use client";

import {
  budgetHiringTypeLabels,
  budgetHiringTypes,
  type CurrencyCode,
  currencyCodes,
  type Locale,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { Controlled } from "@/features/forms/Controlled";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { Field } from "@/features/forms/Field";
import type { ContractForm } from "@/features/forms/useContractForm";
import type { BudgetFields } from "./budgetForm";

/** The budget's fields, its company and what it links to there. */
export type BudgetEditorValues = BudgetFields & {
  customer: { id: string; name: string } | null;
  offerId: string | null;
  candidateIds: string[];
};

type SectionProps = { form: ContractForm<BudgetEditorValues> };

/** The budget's title, hiring type, currency and the day it is valid until. */
export function BudgetTermsSection({ form }: SectionProps) {
  const t = useTranslations("Budgets.editor");
  const locale = useLocale() as Locale;
  return (
    <SectionCard id="budget-terms" title={t("termsSection")}>
      <Stack spacing={2}>
        <Field label={t("title")} required maxLength={200} {...form.field("title")} />
        <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
          <Controlled form={form} name="hiringType">
            {(bound) => (
              <EnumSelect
                label={t("hiringType")}
                options={budgetHiringTypes}
                optionLabel={(h) => budgetHiringTypeLabels[h][locale]}
                fullWidth
                {...bound}
              />
            )}
          </Controlled>
          <Controlled form={form} name="currency">
            {(bound) => (
              <EnumSelect
                label={t("currency")}
                options={currencyCodes}
                optionLabel={(c: CurrencyCode) => c}
                fullWidth
                {...bound}
              />
            )}
          </Controlled>
          <Field label={t("validUntil")} type="date" {...form.field("validUntil")} />
        </Stack>
      </Stack>
    </SectionCard>
  );
}

/** The budget's terms (Markdown) and notes. */
export function BudgetTextSection({ form }: SectionProps) {
  const t = useTranslations("Budgets.editor");
  return (
    <SectionCard id="budget-text" title={t("textSection")}>
      <Stack spacing={2}>
        <Field
          label={t("terms")}
          helper={t("termsHelp")}
          multiline
          rows={4}
          maxLength={5000}
          {...form.field("terms")}
        />
        <Field label={t("notes")} multiline rows={2} maxLength={2000} {...form.field("notes")} />
      </Stack>
    </SectionCard>
  );
}
