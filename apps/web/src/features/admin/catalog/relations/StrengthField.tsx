"use client";

import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

/** The strength typed, as a whole number from 1 to 100, or null while it is not one. */
export function parseStrength(text: string): number | null {
  const value = Number(text);
  return text.trim() && Number.isInteger(value) && value >= 1 && value <= 100 ? value : null;
}

/** A relation's strength in %: a number field from 1 to 100 that says when it is out of range. */
export function StrengthField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (text: string) => void;
  autoFocus?: boolean;
}) {
  const t = useTranslations("AdminSkillGraph");
  const invalid = value.trim() !== "" && parseStrength(value) === null;
  return (
    <TextField
      type="number"
      label={t("strength")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      autoFocus={autoFocus}
      error={invalid}
      helperText={invalid ? t("invalidStrength") : t("strengthHelp")}
      slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: "numeric" } }}
      sx={{ maxWidth: 220 }}
    />
  );
}
