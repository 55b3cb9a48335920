import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { PrivacyPage } from "@/features/legal/LegalDocuments";

export const generateMetadata = metadataFor("privacy");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <PrivacyPage />;
}
