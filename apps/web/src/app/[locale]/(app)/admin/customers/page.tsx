import { ProtectedPage } from "@/features/account/ProtectedPage";
import { AdminCustomers } from "@/features/account-settings/AdminCustomers";
import { settingsTitle } from "@/features/account-settings/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminCustomers");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminCustomers", "AccountSettings"]}>
      <AdminCustomers />
    </ProtectedPage>
  );
}
