import { DeveloperDetailsForm } from "@/features/hire/DeveloperDetailsForm";
import { HireStepPage } from "@/features/hire/HireStepPage";
import { unindexedTitle } from "@/features/hire/meta";
import { initPage } from "@/features/i18n/page";

export const generateMetadata = unindexedTitle("HireFlow", "details");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; offer: string }>;
}) {
  await initPage(params);
  const { offer } = await params;
  return (
    <HireStepPage step="details">
      <DeveloperDetailsForm draftId={offer} />
    </HireStepPage>
  );
}
