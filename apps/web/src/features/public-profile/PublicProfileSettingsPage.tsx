"use client";

import { useTranslations } from "next-intl";
import { SettingsPage } from "@/features/account/AccountPage";
import { PublicProfileSettingsForm } from "./PublicProfileSettingsForm";

export function PublicProfileSettingsPage() {
  const t = useTranslations("PublicProfile.settings");
  return (
    <SettingsPage title={t("title")} lead={t("lead")}>
      <PublicProfileSettingsForm />
    </SettingsPage>
  );
}
