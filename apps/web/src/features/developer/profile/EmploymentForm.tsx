"use client";

import {
  type Availability,
  type Preferences,
  searchStatusLabels,
  workModalityLabels,
} from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { CheckboxGroup } from "@/features/forms/CheckboxGroup";
import { Controlled } from "@/features/forms/Controlled";
import { contracts } from "@/features/forms/contracts";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList } from "@/features/forms/FieldList";
import { labelOptions } from "@/features/forms/labelOptions";
import { CountriesPicker } from "@/features/forms/pickers/CountriesPicker";
import { SalaryInput, type SalaryValue } from "@/features/forms/pickers/SalaryInput";
import { combineSchemas, type SafeParser } from "@/features/forms/resolver";
import { useContractForm } from "@/features/forms/useContractForm";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { parseAmount } from "@/lib/format/money";
import { type SectionProps, useSectionForm } from "./useSectionForm";

const contractTypeKeys = ["full_time", "part_time", "contractor"] as const;
const wholeNumber = { type: "number", inputMode: "numeric", required: true } as const;

type Values = {
  searchStatus: string;
  modalities: string[];
  salary: SalaryValue;
  countries: string[];
  contractTypes: string[];
  availableFrom: string;
  hoursPerWeek: string;
  noticeWeeks: string;
};

/**
 * Employment preferences (PUT /developers/me/preferences) and/or work availability
 * (PUT /developers/me/availability) in one form.
 */
export function EmploymentForm({
  preferences,
  availability,
  parts,
  ...sectionProps
}: SectionProps & {
  preferences: Preferences | null;
  availability: Availability | null;
  parts: { preferences: boolean; availability: boolean };
}) {
  const t = useTranslations("Developer.employment");
  const locale = useLocale() as AppLocale;
  const texts = useFormTexts();
  const callRoute = useCall();
  const section = useSectionForm(t, sectionProps);

  const prefPayload = (v: Values) => ({
    searchStatus: v.searchStatus,
    modalities: v.modalities,
    salary: {
      amount: parseAmount(v.salary.amount) ?? (v.salary.amount.trim() === "" ? undefined : -1),
      currency: v.salary.currency,
      period: v.salary.period,
    },
    countries: v.countries,
    contractTypes: v.contractTypes,
  });
  const int = (s: string) => (s.trim() === "" ? undefined : Number(s));
  const availPayload = (v: Values) => ({
    availableFrom: v.availableFrom,
    hoursPerWeek: int(v.hoursPerWeek),
    noticeWeeks: int(v.noticeWeeks),
  });
  const payload = (v: Values) => ({
    ...(parts.preferences ? { preferences: prefPayload(v) } : {}),
    ...(parts.availability ? { availability: availPayload(v) } : {}),
  });

  const form = useContractForm<Values>(
    async () => {
      const c = await contracts();
      const list: Array<[string, SafeParser]> = [];
      if (parts.preferences) list.push(["preferences", c.Preferences]);
      if (parts.availability) list.push(["availability", c.Availability]);
      return combineSchemas(list);
    },
    async (values) => {
      // The form's resolver validated these payloads with the same schemas: parsing types them.
      const c = await contracts();
      if (parts.preferences) {
        const body = c.Preferences.parse(prefPayload(values));
        await callRoute(routes.developers.putPreferences, { body });
      }
      if (parts.availability) {
        const body = c.Availability.parse(availPayload(values));
        await callRoute(routes.developers.putAvailability, { body });
      }
      await section.saved();
    },
    {
      defaultValues: {
        searchStatus: preferences?.searchStatus ?? "",
        modalities: preferences?.modalities ?? [],
        salary: {
          amount: preferences ? String(preferences.salary.amount) : "",
          currency: preferences?.salary.currency ?? "USD",
          period: preferences?.salary.period ?? "month",
        },
        countries: preferences?.countries ?? [],
        contractTypes: preferences?.contractTypes ?? [],
        availableFrom: availability?.availableFrom ?? "",
        hoursPerWeek: availability ? String(availability.hoursPerWeek) : "40",
        noticeWeeks: availability ? String(availability.noticeWeeks) : "",
      },

      toPayload: payload,
      fieldOf: (path) => String(path[1] ?? "root"),
      refine: (v) => {
        const out: Partial<Record<keyof Values, string>> = {};
        if (parts.preferences) {
          if (!v.searchStatus) out.searchStatus = texts.required;
          if (v.modalities.length === 0) out.modalities = t("chooseOne");
          if (v.contractTypes.length === 0) out.contractTypes = t("chooseOne");
          if (v.countries.length === 0) out.countries = t("chooseCountry");
          const amount = parseAmount(v.salary.amount);
          if (v.salary.amount.trim() === "") out.salary = texts.required;
          else if (!amount || amount <= 0) out.salary = t("amountInvalid");
        }
        if (parts.availability) {
          const hours = int(v.hoursPerWeek);
          const notice = int(v.noticeWeeks);
          if (
            v.hoursPerWeek.trim() &&
            (!Number.isInteger(hours) || (hours ?? 0) < 1 || (hours ?? 0) > 80)
          )
            out.hoursPerWeek = t("hoursRange");
          if (
            v.noticeWeeks.trim() &&
            (!Number.isInteger(notice) || (notice ?? 0) < 0 || (notice ?? 0) > 26)
          )
            out.noticeWeeks = t("noticeRange");
        }
        return out;
      },
      serverMessages: { salary: t("salaryRange") },
    },
  );

  return (
    <SavingForm form={form} {...section.formProps} spacing={3}>
      {parts.preferences ? (
        <>
          <Field
            label={t("searchStatus")}
            required
            {...form.field("searchStatus")}
            options={[
              { value: "", label: t("choose") },
              ...labelOptions(searchStatusLabels, locale),
            ]}
          />
          <Controlled form={form} name="modalities">
            {(bound) => (
              <CheckboxGroup
                legend={t("modalities")}
                required
                options={labelOptions(workModalityLabels, locale)}
                {...bound}
              />
            )}
          </Controlled>
          <Controlled form={form} name="salary">
            {(bound) => (
              <SalaryInput
                legend={t("salary")}
                {...bound}
                error={bound.error ?? form.errors.salary?.amount?.message}
              />
            )}
          </Controlled>
          <Controlled form={form} name="countries">
            {(bound) => <CountriesPicker label={t("countries")} {...bound} />}
          </Controlled>
          <Controlled form={form} name="contractTypes">
            {(bound) => (
              <CheckboxGroup
                legend={t("contractTypes")}
                required
                options={contractTypeKeys.map((c) => ({
                  value: c,
                  label: t(`contract.${c}`),
                }))}
                {...bound}
              />
            )}
          </Controlled>
        </>
      ) : null}
      {parts.availability ? (
        <FieldList
          form={form}
          input={Field}
          legend={t("availabilityLegend")}
          legendVariant="subtitle1"
          fields={[
            { name: "availableFrom", label: t("availableFrom"), type: "date", required: true },
            { name: "hoursPerWeek", label: t("hoursPerWeek"), ...wholeNumber, min: 1, max: 80 },
            { name: "noticeWeeks", label: t("noticeWeeks"), ...wholeNumber, min: 0, max: 26 },
          ]}
        />
      ) : null}
    </SavingForm>
  );
}
