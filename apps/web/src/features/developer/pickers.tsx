"use client";

import type {
  CatalogSkill,
  CurrencyCode,
  LocationRef,
  SalaryPeriod,
  SkillLevel,
} from "@encaja/contracts";
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCatalogSearch } from "@/features/forms/useCatalogSearch";
import { SkillRowsEditor } from "@/features/skills/SkillRowsEditor";
import { type AppLocale, sortedCountries } from "./helpers";

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The country and currency lists live in a contracts module that also defines zod
 * schemas, so they load on demand (zod stays out of the page's first load).
 */
function useContractLists() {
  return useQuery({
    queryKey: ["contracts", "lists"],
    queryFn: async () => {
      const { countryCodes, currencyCodes } = await import("@encaja/contracts");
      return { countryCodes, currencyCodes };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A multiple Autocomplete's chosen values, as small removable chips. */
function chips(
  items: Array<{ name: string }>,
  getItemProps: AutocompleteRenderValueGetItemProps<true>,
) {
  return items.map((option, index) => {
    const { key, ...props } = getItemProps({ index });
    return <Chip key={key} label={option.name} size="small" {...props} />;
  });
}

/** A city or country from /catalog/locations. */
export function LocationPicker({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: LocationRef | null;
  onChange: (value: LocationRef | null) => void;
  label: string;
  error?: string;
  required?: boolean;
}) {
  const t = useTranslations("Developer.pickers");
  const [input, setInput] = useState("");
  const search = useCatalogSearch<LocationRef>("/catalog/locations", input);
  const options = search.data?.items ?? [];
  const describe = (o: LocationRef) =>
    o.kind === "city" ? `${o.name}, ${o.countryName}` : o.countryName;
  return (
    <Autocomplete
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={describe}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      loading={search.isFetching}
      loadingText={t("loading")}
      noOptionsText={input ? t("noLocations") : t("typeToSearch")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? t("locationHelp")}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}

export type SkillEntry = {
  skillId: string;
  name: string;
  code: string;
  level: SkillLevel;
  years: string;
};

/** Skills with a level and years each; new ones are searched in /catalog/skills. */
export function SkillPicker({
  value,
  onChange,
  error,
  max = 50,
}: {
  value: SkillEntry[];
  onChange: (value: SkillEntry[]) => void;
  error?: string;
  max?: number;
}) {
  const t = useTranslations("Developer.pickers");
  return (
    <SkillRowsEditor
      value={value}
      onChange={onChange}
      error={error}
      max={max}
      newRow={(skill): SkillEntry => ({
        skillId: skill.id,
        name: skill.name,
        code: skill.code,
        level: "medium_use",
        years: "",
      })}
      levelKey="level"
      extraColumns="110px"
      extraCells={(skill, update) => (
        <TextField
          size="small"
          type="number"
          label={t("years", { skill: skill.name })}
          value={skill.years}
          onChange={(e) => update({ years: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 50 }, inputLabel: { shrink: true } }}
        />
      )}
      texts={{
        title: t("skillsTitle"),
        help: t("skillsHelp"),
        addSkill: t("addSkill"),
        loading: t("loading"),
        noOptions: (input) => (input ? t("noSkills") : t("typeToSearch")),
        count: (count, max) => t("skillsCount", { count, max }),
        level: (skill) => t("level", { skill }),
        removeSkill: (skill) => t("removeSkill", { skill }),
        remove: t("remove"),
      }}
    />
  );
}

/** Skill ids for an experience: a multi-select searching the catalogue. */
export function SkillTagsPicker({
  value,
  onChange,
  label,
}: {
  value: Array<{ id: string; name: string }>;
  onChange: (value: Array<{ id: string; name: string }>) => void;
  label: string;
}) {
  const t = useTranslations("Developer.pickers");
  const [input, setInput] = useState("");
  const search = useCatalogSearch<CatalogSkill>("/catalog/skills", input);
  const options = (search.data?.items ?? []).map((s) => ({ id: s.id, name: s.name }));
  return (
    <Autocomplete
      multiple
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.slice(0, 30))}
      onInputChange={(_, next) => setInput(next)}
      loading={search.isFetching}
      loadingText={t("loading")}
      noOptionsText={input ? t("noSkills") : t("typeToSearch")}
      renderValue={chips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}

/** Countries (ISO 3166-1 alpha-2) with their names in the page's language. */
export function CountriesPicker({
  value,
  onChange,
  label,
  error,
  helper,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  error?: string;
  /** Replaces the developer's help text ("countries you want to work for"). */
  helper?: string;
}) {
  const t = useTranslations("Developer.pickers");
  const locale = useLocale() as AppLocale;
  const lists = useContractLists();
  const codes = lists.data?.countryCodes;
  const all = useMemo(() => (codes ? sortedCountries(codes, locale) : []), [codes, locale]);
  const byCode = useMemo(() => new Map(all.map((c) => [c.code, c])), [all]);
  const selected = value.map((code) => byCode.get(code) ?? { code, name: code });
  return (
    <Autocomplete
      multiple
      value={selected}
      options={all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterOptions={(options, state) => {
        const q = fold(state.inputValue.trim());
        return q ? options.filter((o) => fold(o.name).includes(q) || fold(o.code) === q) : options;
      }}
      onChange={(_, next) => onChange(next.map((c) => c.code))}
      noOptionsText={t("noCountries")}
      renderValue={chips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helper ?? t("countriesHelp")}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}

const periodOptions: readonly SalaryPeriod[] = ["month", "year", "hour"];

export type SalaryValue = { amount: string; currency: CurrencyCode; period: SalaryPeriod };

/** A salary expectation: amount, currency (ISO 4217) and period, as one labelled group. */
export function SalaryInput({
  value,
  onChange,
  error,
  legend,
}: {
  value: SalaryValue;
  onChange: (value: SalaryValue) => void;
  error?: string;
  legend: string;
}) {
  const t = useTranslations("Developer.pickers");
  const id = useId();
  const currencies: CurrencyCode[] = useContractLists().data?.currencyCodes ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          id={`${id}-amount`}
          label={t("amount")}
          value={value.amount}
          required
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
          error={Boolean(error)}
          helperText={error ?? t("amountHelp")}
          sx={{ flex: 2 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: "numeric", "aria-invalid": error ? true : undefined },
          }}
        />
        <EnumSelect
          label={t("currency")}
          value={value.currency}
          options={
            currencies.includes(value.currency) ? currencies : [value.currency, ...currencies]
          }
          optionLabel={(code) => code}
          onChange={(currency) => onChange({ ...value, currency })}
          sx={{ flex: 1 }}
        />
        <EnumSelect
          label={t("period")}
          value={value.period}
          options={periodOptions}
          optionLabel={(p) => t(`periods.${p}`)}
          onChange={(period) => onChange({ ...value, period })}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Box>
  );
}
