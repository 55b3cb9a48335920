import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { interviewsTitle } from "@/features/interviews/meta";
import { NewInterviewPage } from "@/features/interviews/NewInterviewPage";
import { SessionProgress } from "@/features/session/SessionProgress";

export const generateMetadata = interviewsTitle("newInterview");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Interviewers"]}>
      <Suspense fallback={<SessionProgress />}>
        <NewInterviewPage kind="hard" />
      </Suspense>
    </ProtectedPage>
  );
}
