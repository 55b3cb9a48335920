import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { PricingPage } from "@/features/pricing/PricingPage";

export const generateMetadata = metadataFor("pricing");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <PricingPage />;
}
