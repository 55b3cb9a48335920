"use client";

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { readToken } from "@/features/session/storage";
import { downloadRoute } from "@/lib/api/download";
import { useApiErrorToast } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";

/** Settings → "Your data": downloads everything the platform holds about the user. */
export function DataExportSection() {
  const t = useTranslations("PrivacyData");
  const locale = useLocale();
  const apiUrl = useApiUrl();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    const day = new Date().toISOString().slice(0, 10);
    downloadRoute(
      apiUrl,
      routes.privacy.exportData,
      {},
      { token: readToken(), locale, fallbackName: `encaja-data-${day}.json` },
    )
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <SectionCard id="your-data" title={t("title")}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography color="text.secondary">{t("lead")}</Typography>
        <Button variant="outlined" onClick={download} disabled={busy}>
          {t("download")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
