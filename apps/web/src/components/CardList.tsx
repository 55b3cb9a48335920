"use client";

import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** A list of cards: a bare `<ul>` (no bullets, no indent) with the cards stacked `spacing` apart. */
export function CardList({
  spacing = 2,
  gapBelow,
  children,
}: {
  spacing?: number;
  /** Space under the list, when an action follows it. */
  gapBelow?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      spacing={spacing}
      sx={{ listStyle: "none", p: 0, m: 0, ...(gapBelow ? { mb: gapBelow } : {}) }}
    >
      {children}
    </Stack>
  );
}

/** One card of a CardList: an outlined `<li>`; `compact` for tighter padding and corners. */
export function CardListItem({ compact, children }: { compact?: boolean; children: ReactNode }) {
  const size = compact ? 2 : 3;
  return (
    <Paper component="li" variant="outlined" sx={{ p: size, borderRadius: size }}>
      {children}
    </Paper>
  );
}
