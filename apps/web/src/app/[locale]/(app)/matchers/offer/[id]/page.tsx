import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";
import { MatcherOfferPage } from "@/features/pipeline/MatcherOfferPage";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("Offers", "offer");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage
      namespaces={["Offers", "Jobs", "Pipeline", "Matches", "DeepProfiles", "Exports"]}
    >
      <MatcherOfferPage id={id} />
    </ProtectedPage>
  );
}
