"use client";

import type { CustomerSummary } from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { useCustomerSearch } from "./queries";

type Value = { id: string; name: string } | null;

/** A company searched by name (GET /customers). */
export function CustomerPicker({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: Value;
  onChange: (value: Value) => void;
  label: string;
  error?: string;
  required?: boolean;
}) {
  const t = useTranslations("Offers.form");
  const [input, setInput] = useState("");
  const search = useCustomerSearch(useDeferredValue(input.trim()));
  const found: Array<{ id: string; name: string }> = (search.data?.items ?? []).map(
    (c: CustomerSummary) => ({ id: c.id, name: c.name }),
  );
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      loading={search.isFetching}
      loadingText={t("loading")}
      noOptionsText={t("noCustomers")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
