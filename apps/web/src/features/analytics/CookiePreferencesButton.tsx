"use client";

import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { openConsentPreferences } from "./consent";
import { useAnalyticsConfig, useAnalyticsSession } from "./useAnalyticsState";

/** In the footer: reopens the consent bar (only where analytics exists and applies). */
export function CookiePreferencesButton() {
  const t = useTranslations("Analytics");
  const config = useAnalyticsConfig();
  const { audience } = useAnalyticsSession();
  if (!config || audience === "internal") return null;
  return (
    <Button
      variant="text"
      onClick={openConsentPreferences}
      sx={{
        color: "inherit",
        p: 0,
        minWidth: 0,
        textTransform: "none",
        textDecoration: "underline",
        fontWeight: 400,
        "&:hover": { textDecoration: "underline" },
      }}
    >
      {t("footerButton")}
    </Button>
  );
}
