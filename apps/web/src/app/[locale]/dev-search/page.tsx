import { AccountPage } from "@/features/account/AccountPage";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("devSearch");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage>
      <AccountPage section="devSearch" />
    </ProtectedPage>
  );
}
