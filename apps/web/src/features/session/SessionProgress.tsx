"use client";

import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslations } from "next-intl";

/** A progress indicator with an accessible name, shown while the session is checked. */
export function SessionProgress() {
  const t = useTranslations("Common.session");
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 12 }}>
      <CircularProgress aria-label={t("checking")} />
    </Box>
  );
}
