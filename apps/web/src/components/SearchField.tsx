"use client";

import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";

/** The search box above a list: at least 280px wide; `onChange` gets the text typed. */
export function SearchField({
  label,
  value,
  onChange,
  sx = [],
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={[{ minWidth: 280 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
