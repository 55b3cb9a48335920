import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { TermsPage } from "@/features/legal/LegalDocuments";

export const generateMetadata = metadataFor("terms");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <TermsPage />;
}
