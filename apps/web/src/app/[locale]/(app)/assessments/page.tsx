import { Catalogue } from "@/features/assessments/Catalogue";
import { assessmentsMetadata } from "@/features/assessments/meta";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage, type PageProps } from "@/features/i18n/page";

export const generateMetadata = assessmentsMetadata("catalogue");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ClientMessages namespaces={["Assessments"]}>
      <Catalogue />
    </ClientMessages>
  );
}
