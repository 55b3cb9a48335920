import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminUserDetail } from "@/features/admin/users/AdminUserDetail";
import { initPage } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = settingsTitle("AdminUsers");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["AdminUsers"]}>
      <AdminUserDetail id={id} />
    </ProtectedPage>
  );
}
