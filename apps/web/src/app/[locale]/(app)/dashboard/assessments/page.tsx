import { ProtectedPage } from "@/features/account/ProtectedPage";
import { MyAssessments } from "@/features/assessments/MyAssessments";
import { assessmentsMetadata } from "@/features/assessments/meta";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = assessmentsMetadata("mine");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Assessments"]}>
      <MyAssessments />
    </ProtectedPage>
  );
}
