import { ProtectedPage } from "@/features/account/ProtectedPage";
import { DeveloperSessionsPage } from "@/features/account-settings/DeveloperSessionsPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AccountSettings");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AccountSettings"]}>
      <DeveloperSessionsPage />
    </ProtectedPage>
  );
}
