"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { SettingsPage } from "@/features/account/AccountPage";
import { CalendarFeedSection } from "@/features/integrations/calendar-feed/CalendarFeedSection";
import NotificationSettingsForm from "@/features/notifications/NotificationSettingsForm";
import { SessionProgress } from "@/features/session/SessionProgress";
import { EmploymentForm } from "../profile/EmploymentForm";
import { PersonalForm } from "../profile/PersonalForm";
import { PhotoUpload } from "../profile/PhotoUpload";
import { ProfessionalForm } from "../profile/ProfessionalForm";
import { useAvailability, usePreferences, useProfile } from "../queries";
import { SelfIdentificationSection } from "./SelfIdentificationSection";

type Page =
  | "personalInformation"
  | "professionalInformation"
  | "employmentPreferences"
  | "workAvailability"
  | "notifications";

/**
 * The developer's settings pages (personal, professional, preferences, availability, and
 * notifications with the calendar subscription).
 */
export function DeveloperSettings({ page }: { page: Page }) {
  const t = useTranslations("Developer.settings");
  const profile = useProfile();
  const preferences = usePreferences();
  const availability = useAvailability();
  const p = profile.data;
  let body: React.ReactNode = <SessionProgress />;
  if (p && page === "personalInformation") {
    body = (
      <Stack spacing={4}>
        <PhotoUpload profile={p} />
        <PersonalForm profile={p} submitLabel={t("save")} />
        <SelfIdentificationSection />
      </Stack>
    );
  } else if (p && page === "professionalInformation") {
    body = <ProfessionalForm profile={p} submitLabel={t("save")} />;
  } else if (
    (page === "employmentPreferences" || page === "workAvailability") &&
    preferences.isSuccess &&
    availability.isSuccess
  ) {
    body = (
      <EmploymentForm
        preferences={preferences.data}
        availability={availability.data}
        parts={{
          preferences: page === "employmentPreferences",
          availability: page === "workAvailability",
        }}
        submitLabel={t("save")}
      />
    );
  } else if (page === "notifications") {
    body = (
      <Stack spacing={4}>
        <NotificationSettingsForm />
        <CalendarFeedSection audience="developer" />
      </Stack>
    );
  }
  return (
    <SettingsPage title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
      {body}
    </SettingsPage>
  );
}
