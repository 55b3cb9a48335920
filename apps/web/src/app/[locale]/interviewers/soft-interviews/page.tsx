import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { InterviewListPage } from "@/features/interviews/InterviewListPage";
import { interviewsTitle } from "@/features/interviews/meta";
import { SessionProgress } from "@/features/session/SessionProgress";

export const generateMetadata = interviewsTitle("soft");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Interviewers"]}>
      <Suspense fallback={<SessionProgress />}>
        <InterviewListPage kind="soft" />
      </Suspense>
    </ProtectedPage>
  );
}
