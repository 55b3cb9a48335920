import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/PageHeading";

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
        <PageHeading compact title={title} lead={lead} leadGap={3} />
        {children}
      </Paper>
    </Box>
  );
}
