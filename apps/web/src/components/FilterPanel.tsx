"use client";

import Paper from "@mui/material/Paper";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/**
 * The outlined panel of filters above a list: a search landmark named `label`. Its fields apply
 * as they change, so the form itself never submits (Enter in a field does nothing).
 */
export function FilterPanel({
  label,
  sx = [],
  children,
}: {
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      variant="outlined"
      onSubmit={(e) => e.preventDefault()}
      sx={[{ p: 2, mb: 3, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
