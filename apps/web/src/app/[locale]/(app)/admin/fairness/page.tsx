import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminFairness } from "@/features/admin/fairness/AdminFairness";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminFairness");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminFairness"]}>
      <AdminFairness />
    </ProtectedPage>
  );
}
