import { AccountPage } from "@/features/account/AccountPage";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { AdminTools } from "@/features/admin/AdminTools";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("admin");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage
      namespaces={[
        "AdminPricing",
        "AdminCustomers",
        "AdminUsers",
        "AdminApprovals",
        "AdminCatalog",
        "AdminQuestions",
        "AdminImports",
        "AdminAudit",
        "AdminSettings",
        "AdminExchangeRates",
        "AdminEmails",
        "AdminFairness",
      ]}
    >
      <AccountPage section="admin" emptyState={false}>
        <AdminTools />
      </AccountPage>
    </ProtectedPage>
  );
}
