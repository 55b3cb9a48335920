import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { DirectHirePage } from "@/features/pricing/HiringModelPage";

export const generateMetadata = metadataFor("pricingDirect");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <DirectHirePage />;
}
