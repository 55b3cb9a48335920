"use client";

import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslations } from "next-intl";

/**
 * A progress indicator with an accessible name, shown while the session is checked. It only
 * turns (`disableShrink`): a transform the compositor animates, where the growing arc repainted on
 * the main thread every frame while the page behind it was being rendered.
 */
export function SessionProgress() {
  const t = useTranslations("Common.session");
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 12 }}>
      <CircularProgress disableShrink aria-label={t("checking")} />
    </Box>
  );
}
