import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { MatchingInterviewPage } from "@/features/interviews/matching/MatchingInterviewPage";
import { privateTitle } from "@/features/offers/meta";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("MatchingInterview", "title");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["MatchingInterview"]}>
      <MatchingInterviewPage id={id} />
    </ProtectedPage>
  );
}
