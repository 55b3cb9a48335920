import { ApplyPage } from "@/features/apply/ApplyPage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("apply");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <ApplyPage />;
}
