import { ProtectedPage } from "@/features/account/ProtectedPage";
import { AccountSettings } from "@/features/account-settings/AccountSettings";
import { settingsTitle } from "@/features/account-settings/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AccountSettings");

/** Interviewers' settings (hardInterviewer). */
export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AccountSettings", "PrivacyData"]}>
      <AccountSettings />
    </ProtectedPage>
  );
}
