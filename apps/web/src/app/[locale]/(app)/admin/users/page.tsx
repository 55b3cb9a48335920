import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminUsersList } from "@/features/admin/users/AdminUsersList";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminUsers");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminUsers"]}>
      {/* The filters live in the URL query (useSearchParams). */}
      <Suspense>
        <AdminUsersList />
      </Suspense>
    </ProtectedPage>
  );
}
