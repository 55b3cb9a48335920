import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { StaffingPage } from "@/features/pricing/HiringModelPage";

export const generateMetadata = metadataFor("pricingStaffing");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <StaffingPage />;
}
