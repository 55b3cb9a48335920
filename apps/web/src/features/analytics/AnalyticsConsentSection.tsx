"use client";

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { useAnalyticsConsent, writeConsent } from "./consent";
import { useAnalyticsConfig } from "./useAnalyticsConfig";
import { useAnalyticsSession } from "./useAnalyticsState";

/** Settings: the analytics choice, changeable at any time (staff are never tracked). */
export function AnalyticsConsentSection() {
  const t = useTranslations("Analytics");
  const config = useAnalyticsConfig();
  const consent = useAnalyticsConsent();
  const { audience } = useAnalyticsSession();
  const body = !config ? (
    <Typography color="text.secondary">{t("unavailable")}</Typography>
  ) : audience === "internal" ? (
    <Typography color="text.secondary">{t("staff")}</Typography>
  ) : (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Typography>{t("settingsLead")}</Typography>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t(`status.${consent ?? "pending"}`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          aria-pressed={consent === "denied"}
          onClick={() => writeConsent("denied")}
        >
          {t("decline")}
        </Button>
        <Button
          variant="outlined"
          aria-pressed={consent === "granted"}
          onClick={() => writeConsent("granted")}
        >
          {t("accept")}
        </Button>
      </Stack>
    </Stack>
  );
  return (
    <SectionCard id="analytics" title={t("settingsTitle")}>
      {body}
    </SectionCard>
  );
}
