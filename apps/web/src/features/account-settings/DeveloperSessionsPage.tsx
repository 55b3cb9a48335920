"use client";

import { useTranslations } from "next-intl";
import { SettingsPage } from "@/features/account/AccountPage";
import { SessionsSection } from "./SessionsSection";

/** /settings/sessions: the developer's active sessions, in the developer settings frame. */
export function DeveloperSessionsPage() {
  const t = useTranslations("AccountSettings.sessions");
  return (
    <SettingsPage title={t("title")} lead={t("lead")}>
      <SessionsSection />
    </SettingsPage>
  );
}
