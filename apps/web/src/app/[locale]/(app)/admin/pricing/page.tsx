import { ProtectedPage } from "@/features/account/ProtectedPage";
import { unindexedTitle } from "@/features/hire/meta";
import { initPage, type PageProps } from "@/features/i18n/page";
import { AdminPricingEditor } from "@/features/pricing/AdminPricingEditor";

export const generateMetadata = unindexedTitle("AdminPricing", "page");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminPricing"]}>
      <AdminPricingEditor />
    </ProtectedPage>
  );
}
