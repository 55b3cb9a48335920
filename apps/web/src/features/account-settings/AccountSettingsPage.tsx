import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { AccountSettings } from "./AccountSettings";
import { settingsTitle } from "./meta";

/*
 * Every role with account settings (the company's people, interviewers, staff) gets the same
 * page under its own route; each route file only re-exports these two.
 */

export const accountSettingsMetadata = settingsTitle("AccountSettings");

export async function AccountSettingsPage({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AccountSettings", "PrivacyData", "Integrations", "CalendarFeed"]}>
      <AccountSettings />
    </ProtectedPage>
  );
}
