"use client";

import TextField, { type TextFieldProps } from "@mui/material/TextField";

type TextAreaFieldProps = Omit<
  TextFieldProps,
  "multiline" | "value" | "onChange" | "slotProps" | "rows"
> & {
  value: string;
  /** Gets the text as typed. */
  onChange: (value: string) => void;
  /** The most characters the control takes (the API's limit for the text). */
  maxLength?: number;
};

/** A free-text field that grows with its text (two rows at first unless `minRows` says). */
export function TextAreaField({
  value,
  onChange,
  maxLength,
  minRows = 2,
  ...props
}: TextAreaFieldProps) {
  return (
    <TextField
      {...props}
      multiline
      minRows={minRows}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
    />
  );
}
