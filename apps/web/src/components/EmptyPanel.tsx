import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** What an empty list shows in its place: an outlined panel; a text becomes a paragraph. */
export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
      {typeof children === "string" ? <Typography>{children}</Typography> : children}
    </Paper>
  );
}
