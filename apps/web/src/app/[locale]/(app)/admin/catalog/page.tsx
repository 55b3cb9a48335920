import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminCatalog } from "@/features/admin/catalog/AdminCatalog";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminCatalog");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminCatalog", "AdminSkillGraph"]}>
      <AdminCatalog />
    </ProtectedPage>
  );
}
