import { Suspense } from "react";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { SessionProgress } from "@/features/session/SessionProgress";
import { TalentSearch } from "@/features/talent/TalentSearch";

export const generateMetadata = metadataFor("devSearch");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["TalentSearch"]}>
      <Suspense fallback={<SessionProgress />}>
        <TalentSearch />
      </Suspense>
    </ProtectedPage>
  );
}
