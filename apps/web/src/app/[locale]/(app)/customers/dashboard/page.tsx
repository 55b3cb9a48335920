import { ProtectedPage } from "@/features/account/ProtectedPage";
import { CustomerDashboard } from "@/features/customer/CustomerDashboard";
import { initPage, type PageProps } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";

export const generateMetadata = privateTitle("CustomerPortal", "dashboard");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage
      namespaces={["CustomerPortal", "Offers", "Budgets", "AccountSettings", "Exports"]}
    >
      <CustomerDashboard />
    </ProtectedPage>
  );
}
