import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminApprovals } from "@/features/admin/approvals/AdminApprovals";
import { initPage, type PageProps } from "@/features/i18n/page";
import { SessionProgress } from "@/features/session/SessionProgress";

export const generateMetadata = settingsTitle("AdminApprovals");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminApprovals"]}>
      <Suspense fallback={<SessionProgress />}>
        <AdminApprovals />
      </Suspense>
    </ProtectedPage>
  );
}
