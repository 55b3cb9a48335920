import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminPlatformSettings } from "@/features/admin/settings/AdminPlatformSettings";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminSettings");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminSettings"]}>
      <AdminPlatformSettings />
    </ProtectedPage>
  );
}
