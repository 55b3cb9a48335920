import { ProtectedPage } from "@/features/account/ProtectedPage";
import { InvitationPage } from "@/features/applications/InvitationPage";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("Applications", "invitation");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Applications", "Jobs"]}>
      <InvitationPage id={id} />
    </ProtectedPage>
  );
}
