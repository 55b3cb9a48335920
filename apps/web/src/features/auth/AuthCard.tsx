import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The centred card every sign-in / sign-up page uses, with the page's h1. */
export function AuthCard({
  title,
  lead,
  children,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, bgcolor: "grey.50", minHeight: "70vh" }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: wide ? 640 : 480, mx: "auto", p: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
          {title}
        </Typography>
        {lead ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {lead}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
