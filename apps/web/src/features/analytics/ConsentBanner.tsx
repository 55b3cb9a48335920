"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { AppLink } from "@/components/AppLink";
import { closeConsentPreferences, writeConsent } from "./consent";

/**
 * The consent bar: not modal (no focus trap), sticky at the bottom of the document after the
 * footer, so scrolling to the end never leaves content under it. Accept and Decline weigh
 * the same. Opened again from the footer, it takes focus so keyboard users land on it.
 */
export function ConsentBanner({ reopened }: { reopened: boolean }) {
  const t = useTranslations("Analytics");
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  return (
    <Box
      ref={region}
      component="section"
      aria-labelledby="analytics-consent-title"
      aria-describedby="analytics-consent-text"
      tabIndex={-1}
      sx={{
        position: "sticky",
        bottom: 0,
        zIndex: "appBar",
        bgcolor: "background.paper",
        borderTop: 1,
        borderColor: "divider",
        boxShadow: "0 -4px 16px rgba(15, 23, 42, 0.12)",
        py: 1.5,
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}
      >
        <Box sx={{ flex: "1 1 320px" }}>
          <Typography id="analytics-consent-title" component="p" sx={{ fontWeight: 700 }}>
            {t("bannerLabel")}
          </Typography>
          <Typography id="analytics-consent-text" variant="body2">
            {t("bannerText")}{" "}
            <AppLink href="/privacy" underline="always" color="inherit" sx={{ fontWeight: 600 }}>
              {t("privacyLink")}
            </AppLink>
          </Typography>
        </Box>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" onClick={() => writeConsent("denied")}>
            {t("decline")}
          </Button>
          <Button variant="contained" onClick={() => writeConsent("granted")}>
            {t("accept")}
          </Button>
          {reopened ? (
            <Button variant="text" onClick={closeConsentPreferences}>
              {t("close")}
            </Button>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}
