import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { OfferFormPage } from "@/features/offers/EditOfferPage";
import { privateTitle } from "@/features/offers/meta";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("Offers", "edit");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage developer namespaces={["Offers", "Jobs"]}>
      <OfferFormPage id={id} />
    </ProtectedPage>
  );
}
