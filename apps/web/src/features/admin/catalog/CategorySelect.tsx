"use client";

import {
  type MainSkillCategory,
  mainSkillCategories,
  mainSkillCategoryLabels,
} from "@encaja/contracts";
import TextField from "@mui/material/TextField";
import { useLocale } from "next-intl";
import type { AppLocale } from "@/lib/format/locale";

/** A native select of the spec's main skill categories (`invalid` only as a filter). */
export function CategorySelect({
  label,
  value,
  onChange,
  emptyLabel,
}: {
  label: string;
  value: MainSkillCategory | "";
  onChange: (value: MainSkillCategory | "") => void;
  /** When given, an empty first option (e.g. "All categories"). */
  emptyLabel?: string;
}) {
  const locale = useLocale() as AppLocale;
  const options = emptyLabel
    ? mainSkillCategories
    : mainSkillCategories.filter((c) => c !== "invalid");
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as MainSkillCategory | "")}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {options.map((c) => (
        <option key={c} value={c}>
          {mainSkillCategoryLabels[c][locale]}
        </option>
      ))}
    </TextField>
  );
}
