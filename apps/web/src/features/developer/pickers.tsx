"use client";

import {
  type CatalogSkill,
  type CurrencyCode,
  type LocationRef,
  type SalaryPeriod,
  type SkillLevel,
  skillLevelLabels,
} from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { useApi } from "@/lib/api/hooks";
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

/** Searches the catalogue as the user types (the server folds accents). */
function useCatalogSearch<T>(path: string, input: string, enabled = true) {
  const api = useApi();
  const q = useDeferredValue(input.trim());
  return useQuery({
    queryKey: ["catalog", path, q],
    queryFn: ({ signal }) =>
      api<{ items: T[] }>(`${path}?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`, { signal }),
    enabled,
    staleTime: 3_600_000,
    placeholderData: (previous) => previous,
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

export const pickableSkillLevels: SkillLevel[] = [
  "informative",
  "low_use",
  "medium_use",
  "high_use",
];

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
  const locale = useLocale() as AppLocale;
  const [input, setInput] = useState("");
  const search = useCatalogSearch<CatalogSkill>("/catalog/skills", input);
  const chosen = new Set(value.map((s) => s.skillId));
  const options = (search.data?.items ?? []).filter((o) => !chosen.has(o.id));
  const groupId = useId();

  const update = (index: number, patch: Partial<SkillEntry>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Box role="group" aria-labelledby={`${groupId}-title`}>
      <Typography id={`${groupId}-title`} component="h3" variant="subtitle1" fontWeight={700}>
        {t("skillsTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("skillsHelp")}
      </Typography>
      <Autocomplete<CatalogSkill, false, false, false>
        value={null}
        inputValue={input}
        options={options}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.name}
        onInputChange={(_, next, reason) => {
          if (reason !== "reset") setInput(next);
        }}
        onChange={(_, next) => {
          if (!next || value.length >= max) return;
          onChange([
            ...value,
            { skillId: next.id, name: next.name, code: next.code, level: "medium_use", years: "" },
          ]);
          setInput("");
        }}
        loading={search.isFetching}
        loadingText={t("loading")}
        noOptionsText={input ? t("noSkills") : t("typeToSearch")}
        disabled={value.length >= max}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("addSkill")}
            error={Boolean(error)}
            helperText={error ?? t("skillsCount", { count: value.length, max })}
            InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          />
        )}
      />
      {value.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: "none", p: 0, m: 0, mt: 2 }}
          aria-label={t("skillsTitle")}
        >
          {value.map((skill, index) => (
            <Box
              component="li"
              key={skill.skillId}
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, 1fr) 200px 110px auto" },
                gap: 1.5,
                alignItems: "center",
                py: 1.5,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Typography fontWeight={600}>{skill.name}</Typography>
              <TextField
                select
                size="small"
                label={t("level", { skill: skill.name })}
                value={skill.level}
                onChange={(e) => update(index, { level: e.target.value as SkillLevel })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {pickableSkillLevels.map((level) => (
                  <option key={level} value={level}>
                    {skillLevelLabels[level][locale]}
                  </option>
                ))}
              </TextField>
              <TextField
                size="small"
                type="number"
                label={t("years", { skill: skill.name })}
                value={skill.years}
                onChange={(e) => update(index, { years: e.target.value })}
                slotProps={{ htmlInput: { min: 0, max: 50 }, inputLabel: { shrink: true } }}
              />
              <Button
                color="inherit"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t("removeSkill", { skill: skill.name })}
              >
                {t("remove")}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
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
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...props} />;
        })
      }
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
}: {
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  error?: string;
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
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? t("countriesHelp")}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}

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
        <TextField
          select
          label={t("currency")}
          value={value.currency}
          onChange={(e) => onChange({ ...value, currency: e.target.value as CurrencyCode })}
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {(currencies.includes(value.currency) ? currencies : [value.currency, ...currencies]).map(
            (code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ),
          )}
        </TextField>
        <TextField
          select
          label={t("period")}
          value={value.period}
          onChange={(e) => onChange({ ...value, period: e.target.value as SalaryPeriod })}
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {(["month", "year", "hour"] as const).map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
