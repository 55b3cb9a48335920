"use client";

import {
  currencyCodes,
  type EnglishLevel,
  englishLevelLabels,
  type HiringType,
  type Locale,
  mainSkillCategoryLabels,
  type SalaryPeriod,
  seniorityLabels,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocale } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { useStacks } from "@/features/developer/queries";
import { CheckboxGroup } from "@/features/forms/CheckboxGroup";
import { Controlled } from "@/features/forms/Controlled";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { Field } from "@/features/forms/Field";
import { labelOptions } from "@/features/forms/labelOptions";
import { CountriesPicker } from "@/features/forms/pickers/CountriesPicker";
import type { ContractForm } from "@/features/forms/useContractForm";
import { OfferSkillsPicker } from "./OfferSkillsPicker";
import { techRoles } from "./OffersPage";
import type { RequirementsFormState } from "./offerForm";

/** The texts the fields need: `Offers.form` and `HireFlow.form` both have these keys. */
export type RequirementsTextKey =
  | "techRole"
  | "choose"
  | "mainStack"
  | "noStack"
  | "english"
  | "hiringType"
  | `hiring.${HiringType}`
  | "seniorities"
  | "modalities"
  | "countries"
  | "countriesHelp"
  | "budget"
  | "budgetMin"
  | "budgetMax"
  | "currency"
  | "period"
  | `periods.${SalaryPeriod}`;

const hiringTypes: HiringType[] = ["direct", "staffing"];
const englishLevels = Object.keys(englishLevelLabels) as EnglishLevel[];
const periods: SalaryPeriod[] = ["month", "year", "hour"];
const grid = (columns: string) => ({
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: columns },
});

/** A schema or API error on the budget (two inputs and two selects) shows under its maximum. */
export const budgetOnMax = (field: string | null) =>
  field === "budget" ? "budgetMax" : (field ?? "root");

/**
 * What an offer asks of a developer, as an offer (matchers) and a `/hire` request (visitors)
 * ask it: role, stack, English, hiring type, seniorities, modalities, countries, skills and
 * budget. `required` marks the fields an offer cannot go without.
 */
export function OfferRequirementsFields<V extends FieldValues & RequirementsFormState>({
  form: anyForm,
  t,
  required = false,
}: {
  form: ContractForm<V>;
  t: (key: RequirementsTextKey) => string;
  required?: boolean;
}) {
  // The fields read only the requirements' part of the form's values.
  const form = anyForm as unknown as ContractForm<RequirementsFormState>;
  const locale = useLocale() as Locale;
  const stacks = useStacks();
  const stackNames = new Map((stacks.data?.items ?? []).map((s) => [s.code, s.name]));
  const budgetError = form.errors.budgetMax;
  return (
    <>
      <Box sx={grid("1fr 1fr")}>
        <Controlled form={form} name="techRole">
          {(bound) => (
            <EnumSelect
              label={t("techRole")}
              required={required}
              options={techRoles}
              optionLabel={(r) => mainSkillCategoryLabels[r][locale]}
              emptyLabel={t("choose")}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
        <Controlled form={form} name="mainStackCode">
          {(bound) => (
            <EnumSelect
              label={t("mainStack")}
              options={[...stackNames.keys()]}
              optionLabel={(code) => stackNames.get(code) ?? code}
              emptyLabel={t("noStack")}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
        <Controlled form={form} name="minEnglishLevel">
          {(bound) => (
            <EnumSelect
              label={t("english")}
              required={required}
              options={englishLevels}
              optionLabel={(l) => englishLevelLabels[l][locale]}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
        <Controlled form={form} name="hiringType">
          {(bound) => (
            <EnumSelect
              label={t("hiringType")}
              required={required}
              options={hiringTypes}
              optionLabel={(h) => t(`hiring.${h}`)}
              fullWidth
              {...bound}
            />
          )}
        </Controlled>
      </Box>
      <Controlled form={form} name="seniorities">
        {(bound) => (
          <CheckboxGroup
            legend={t("seniorities")}
            options={labelOptions(seniorityLabels, locale)}
            {...bound}
            onChange={(value) => bound.onChange(value as RequirementsFormState["seniorities"])}
          />
        )}
      </Controlled>
      <Controlled form={form} name="modalities">
        {(bound) => (
          <CheckboxGroup
            legend={t("modalities")}
            options={labelOptions(workModalityLabels, locale)}
            {...bound}
            onChange={(value) => bound.onChange(value as RequirementsFormState["modalities"])}
          />
        )}
      </Controlled>
      <Controlled form={form} name="countries">
        {(bound) => (
          <CountriesPicker label={t("countries")} helper={t("countriesHelp")} {...bound} />
        )}
      </Controlled>
      <Controlled form={form} name="skills">
        {(bound) => <OfferSkillsPicker {...bound} />}
      </Controlled>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" fontWeight={700} sx={{ mb: 1.5 }}>
          {t("budget")}
        </Typography>
        <Box sx={grid("repeat(4, 1fr)")}>
          <Field
            label={t("budgetMin")}
            required={required}
            inputMode="numeric"
            registration={form.register("budgetMin")}
            error={budgetError ? {} : undefined}
          />
          <Field
            label={t("budgetMax")}
            required={required}
            inputMode="numeric"
            {...form.field("budgetMax")}
          />
          <Controlled form={form} name="currency">
            {(bound) => (
              <EnumSelect
                label={t("currency")}
                required={required}
                options={currencyCodes}
                optionLabel={(c) => c}
                fullWidth
                {...bound}
                error={undefined}
              />
            )}
          </Controlled>
          <Controlled form={form} name="period">
            {(bound) => (
              <EnumSelect
                label={t("period")}
                required={required}
                options={periods}
                optionLabel={(p) => t(`periods.${p}`)}
                fullWidth
                {...bound}
                error={undefined}
              />
            )}
          </Controlled>
        </Box>
      </Box>
    </>
  );
}
