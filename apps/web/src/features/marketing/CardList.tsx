import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** The responsive grid list of marketing cards and steps: one column, two, then `columns`. */
export function CardList({
  ordered = false,
  columns,
  children,
}: {
  ordered?: boolean;
  columns: number;
  children: ReactNode;
}) {
  return (
    <Box
      component={ordered ? "ol" : "ul"}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
