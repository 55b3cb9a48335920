import { ProtectedPage } from "@/features/account/ProtectedPage";
import { ProfileView } from "@/features/developer/profile/ProfileView";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("profile");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["Assessments"]}>
      <ProfileView />
    </ProtectedPage>
  );
}
