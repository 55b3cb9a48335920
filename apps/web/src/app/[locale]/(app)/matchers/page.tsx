import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";
import { OffersPage } from "@/features/offers/OffersPage";

export const generateMetadata = privateTitle("Offers", "list");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Offers", "HireFlow"]}>
      <OffersPage />
    </ProtectedPage>
  );
}
