import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { InterviewerWorkspace } from "@/features/interviews/InterviewerWorkspace";

export const generateMetadata = metadataFor("interviewers");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Interviewers"]}>
      <InterviewerWorkspace />
    </ProtectedPage>
  );
}
