import { HirePage } from "@/features/hire/HirePage";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("hire");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <HirePage />;
}
