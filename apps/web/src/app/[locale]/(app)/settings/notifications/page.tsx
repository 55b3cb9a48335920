import { ProtectedPage } from "@/features/account/ProtectedPage";
import { DeveloperSettings } from "@/features/developer/settings/DeveloperSettings";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("notifications");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["CalendarFeed"]}>
      <DeveloperSettings page="notifications" />
    </ProtectedPage>
  );
}
