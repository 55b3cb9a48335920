import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { TeamPage } from "@/features/account-settings/TeamPage";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("Team");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Team", "AccountSettings"]}>
      <TeamPage />
    </ProtectedPage>
  );
}
