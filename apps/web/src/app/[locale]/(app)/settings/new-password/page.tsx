import { ChangePasswordPage } from "@/features/account/AccountPage";
import { ChangePasswordForm } from "@/features/account/ChangePasswordForm";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("changePassword");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage>
      <ChangePasswordPage>
        <ChangePasswordForm />
      </ChangePasswordPage>
    </ProtectedPage>
  );
}
