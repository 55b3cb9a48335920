"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { sortedCountries } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { chips, fold, useContractLists } from "./shared";

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
  const t = useTranslations("Forms.pickers");
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
