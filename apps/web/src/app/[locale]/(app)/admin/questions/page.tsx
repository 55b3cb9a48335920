import { ProtectedPage } from "@/features/account/ProtectedPage";
import { settingsTitle } from "@/features/account-settings/meta";
import { AdminQuestions } from "@/features/admin/questions/AdminQuestions";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = settingsTitle("AdminQuestions");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["AdminQuestions"]}>
      <AdminQuestions />
    </ProtectedPage>
  );
}
