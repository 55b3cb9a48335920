"use client";

import { type LocationRef, routes } from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCatalogSearch } from "../useCatalogSearch";

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
  const t = useTranslations("Forms.pickers");
  const [input, setInput] = useState("");
  const search = useCatalogSearch(routes.catalog.locations, input);
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
