import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";
import { OfferPreview } from "@/features/offers/OfferPreview";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("Offers", "preview");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Offers", "Jobs"]}>
      <OfferPreview id={id} />
    </ProtectedPage>
  );
}
