import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminExchangeRates } from "@/features/admin/exchange-rates/AdminExchangeRates";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminExchangeRates");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminExchangeRates"]}>
      <AdminExchangeRates />
    </ProtectedPage>
  );
}
