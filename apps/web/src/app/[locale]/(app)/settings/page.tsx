import { SettingsIndex } from "@/features/account/AccountPage";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("settings");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["PrivacyData"]}>
      <SettingsIndex />
    </ProtectedPage>
  );
}
