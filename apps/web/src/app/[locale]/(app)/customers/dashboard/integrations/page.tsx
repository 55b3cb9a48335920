import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { initPage, type PageProps } from "@/features/i18n/page";
import { IntegrationsPage } from "@/features/integrations/IntegrationsPage";

export const generateMetadata = settingsTitle("Integrations");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Integrations"]}>
      <IntegrationsPage />
    </ProtectedPage>
  );
}
