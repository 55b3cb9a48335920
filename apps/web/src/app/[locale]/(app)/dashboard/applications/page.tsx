import { ProtectedPage } from "@/features/account/ProtectedPage";
import { ApplicationsPage } from "@/features/applications/ApplicationsPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";

export const generateMetadata = privateTitle("Applications", "list");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Applications"]}>
      <ApplicationsPage />
    </ProtectedPage>
  );
}
