import { AccountPage } from "@/features/account/AccountPage";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { DeveloperOverview } from "@/features/developer/dashboard/DeveloperOverview";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("dashboard");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["DeveloperInterviews", "Applications", "Chat"]}>
      <AccountPage section="dashboard" home emptyState={false}>
        <DeveloperOverview />
      </AccountPage>
    </ProtectedPage>
  );
}
