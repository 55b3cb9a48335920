import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { OfferFormPage } from "@/features/offers/EditOfferPage";
import { privateTitle } from "@/features/offers/meta";

export const generateMetadata = privateTitle("Offers", "new");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["Offers", "Jobs"]}>
      <OfferFormPage />
    </ProtectedPage>
  );
}
