import { ProtectedPage } from "@/features/account/ProtectedPage";
import { CustomerOfferPage } from "@/features/customer/CustomerOfferPage";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";

type Props = { params: Promise<{ locale: string; offer: string }> };

export const generateMetadata = privateTitle("CustomerPortal", "offer");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { offer } = await params;
  return (
    <ProtectedPage namespaces={["CustomerPortal", "Decisions", "Offers", "Jobs", "Exports"]}>
      <CustomerOfferPage id={offer} />
    </ProtectedPage>
  );
}
