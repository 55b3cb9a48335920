import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminAuditLog } from "@/features/admin/audit/AdminAuditLog";
import { initPage, type PageProps } from "@/features/i18n/page";
import { SessionProgress } from "@/features/session/SessionProgress";

export const generateMetadata = settingsTitle("AdminAudit");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminAudit"]}>
      <Suspense fallback={<SessionProgress />}>
        <AdminAuditLog />
      </Suspense>
    </ProtectedPage>
  );
}
