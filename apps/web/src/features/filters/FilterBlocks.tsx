"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type FacetEntry, withSelected } from "@/lib/search/params";
import styles from "./filters.module.css";

/**
 * A borderless group of filters under a bold legend. Plain HTML: a search page shows dozens of
 * facet values, and as UI-kit components each was styled again at every render.
 */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.values}>{children}</div>
    </fieldset>
  );
}

/** One facet value as a small checkbox; `label` already carries its count. */
export function FacetCheckbox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className={styles.facet}>
      <input type="checkbox" className={styles.box} checked={checked} onChange={onToggle} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A facet's values as checkboxes with how many results each would match; selected values
 * the results no longer count stay listed (with 0). Nothing when there is nothing to list.
 */
export function FacetGroup({
  legend,
  entries,
  selected,
  label,
  onToggle,
}: {
  legend: string;
  entries: FacetEntry[];
  selected: string[];
  label: (entry: FacetEntry) => string;
  onToggle: (value: string) => void;
}) {
  const shown = withSelected(entries, selected);
  if (shown.length === 0) return null;
  return (
    <FilterFieldset legend={legend}>
      {shown.map((entry) => (
        <FacetCheckbox
          key={entry.value}
          label={`${label(entry)} (${entry.count})`}
          checked={selected.includes(entry.value)}
          onToggle={() => onToggle(entry.value)}
        />
      ))}
    </FilterFieldset>
  );
}

/** A typed filter: words (with a maximum length), a whole amount or a date. */
export type TypedFilter<K extends string> = {
  key: K;
  label: string;
  helper?: string;
  maxLength?: number;
  numeric?: boolean;
  type?: "date";
  /** Applied as one types (after a pause of LIVE_DELAY_MS), without the submit button. */
  live?: boolean;
};

/** A pause in typing this long applies a live field: a brisk typist's keys come faster. */
export const LIVE_DELAY_MS = 250;

/**
 * The typed filters, applied together by the submit button (a search landmark). They start
 * from the URL's values; with `followUrl` they take them again whenever the URL changes them
 * (but not when the change is their own submit landing). `live` fields apply as one types.
 */
export function TypedFiltersForm<K extends string>({
  query,
  fields,
  submitLabel,
  onSubmit,
  followUrl = false,
}: {
  query: URLSearchParams;
  fields: ReadonlyArray<TypedFilter<K>>;
  submitLabel: string;
  onSubmit: (values: Record<K, string>) => void;
  followUrl?: boolean;
}) {
  const fromUrl = JSON.stringify(
    Object.fromEntries(fields.map((f) => [f.key, query.get(f.key) ?? ""])),
  );
  const [values, setValues] = useState<Record<K, string>>(() => JSON.parse(fromUrl));
  // The URL as our last submit makes it (values trimmed): when that lands, what is typed stays,
  // since the user may have typed on while the search ran.
  const sent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!followUrl) return;
    if (fromUrl === sent.current) {
      sent.current = null;
      return;
    }
    setValues(JSON.parse(fromUrl));
  }, [followUrl, fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (next: Record<K, string>) => {
    clearTimeout(timer.current);
    const landing = JSON.stringify(
      Object.fromEntries(fields.map((f) => [f.key, (next[f.key] ?? "").trim()])),
    );
    // Already the URL's (a live search ran, then the button was pressed): no second entry.
    if (landing === fromUrl) return;
    sent.current = landing;
    onSubmit(next);
  };
  const change = (field: TypedFilter<K>, value: string) => {
    const next = { ...values, [field.key]: value };
    setValues(next);
    if (!field.live) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), LIVE_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(values);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3 }}>
      <Stack spacing={2}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type}
            value={values[field.key]}
            onChange={(e) => change(field, e.target.value)}
            helperText={field.helper}
            slotProps={{
              htmlInput: field.numeric
                ? { inputMode: "numeric" }
                : field.maxLength
                  ? { maxLength: field.maxLength }
                  : undefined,
              inputLabel: { shrink: true },
            }}
          />
        ))}
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
