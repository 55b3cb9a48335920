import { ProtectedPage } from "@/features/account/ProtectedPage";
import { ImproveProfile } from "@/features/developer/dashboard/ImproveProfile";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("improveProfile");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer>
      <ImproveProfile />
    </ProtectedPage>
  );
}
