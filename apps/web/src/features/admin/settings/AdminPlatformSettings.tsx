"use client";

import type { PlatformSettings } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { PlatformSettingsForm } from "./PlatformSettingsForm";
import { platformSettingsKey, usePlatformSettings } from "./usePlatformSettings";

/** `/admin/settings`: superAdmin edits the platform settings (a new version each save). */
export function AdminPlatformSettings() {
  const t = useTranslations("AdminSettings");
  const settings = usePlatformSettings();
  const call = useCall();
  const queryClient = useQueryClient();
  const save = async (body: PlatformSettings) => {
    const saved = await call(routes.adminSettings.update, { body });
    queryClient.setQueryData(platformSettingsKey, saved);
  };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      {settings.data ? (
        // A save remounts the form on the saved values (and its "last changed" line).
        <PlatformSettingsForm
          key={settings.data.updatedAt ?? "defaults"}
          view={settings.data}
          save={save}
        />
      ) : settings.isError ? (
        <Alert severity="error">{t("failed")}</Alert>
      ) : (
        <SessionProgress />
      )}
    </Container>
  );
}
