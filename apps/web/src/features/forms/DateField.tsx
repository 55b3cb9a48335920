"use client";

import TextField, { type TextFieldProps } from "@mui/material/TextField";

type DateFieldProps = Omit<TextFieldProps, "type" | "value" | "onChange" | "slotProps"> & {
  /** "date" (YYYY-MM-DD, the default) or "time" (HH:MM). */
  type?: "date" | "time";
  value: string;
  /** Gets the control's value as typed, "" when cleared. */
  onChange: (value: string) => void;
};

/**
 * A native date (or time) input. Its label always sits above the control, because the browser
 * draws its own placeholder ("dd/mm/yyyy") where a resting label would overlap it.
 */
export function DateField({ type = "date", value, onChange, ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
