import { ProtectedPage } from "@/features/account/ProtectedPage";
import { assessmentsMetadata } from "@/features/assessments/meta";
import { ProfileTestResult } from "@/features/assessments/ProfileTest";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = assessmentsMetadata("profileTest");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Assessments"]}>
      <ProfileTestResult />
    </ProtectedPage>
  );
}
