import { DevelopersPage } from "@/features/developers/DevelopersPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("developers");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <DevelopersPage />;
}
