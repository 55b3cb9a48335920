"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";

/** What a form gives a one-value picker. */
export type PickerProps<T> = {
  value: T | null;
  onChange: (value: T | null) => void;
  label: string;
  error?: string;
  required?: boolean;
};

type SearchPickerProps<T> = PickerProps<T> & {
  /** Searches the server for the typed text (a hook: called on every render). */
  useFound: (input: string) => { items: T[]; loading: boolean };
  optionLabel: (option: T) => string;
  texts: { loading: string; noOptions: (input: string) => string; helper?: string };
};

/**
 * One value picked from what the server finds for the typed text (the list is not filtered
 * again here); the current value stays an option even when the search no longer finds it.
 */
export function SearchPicker<T extends { id: string }>({
  value,
  onChange,
  label,
  error,
  required,
  useFound,
  optionLabel,
  texts,
}: SearchPickerProps<T>) {
  const [input, setInput] = useState("");
  const found = useFound(input);
  const options =
    value && !found.items.some((o) => o.id === value.id) ? [value, ...found.items] : found.items;
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      loading={found.loading}
      loadingText={texts.loading}
      noOptionsText={texts.noOptions(input)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? texts.helper}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
