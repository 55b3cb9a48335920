import { DeleteAccountPage } from "@/features/account/AccountPage";
import { DeleteAccountForm } from "@/features/account/DeleteAccountForm";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("deleteAccount");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage>
      <DeleteAccountPage>
        <DeleteAccountForm />
      </DeleteAccountPage>
    </ProtectedPage>
  );
}
