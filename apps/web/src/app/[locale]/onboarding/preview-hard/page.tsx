import { ProtectedPage } from "@/features/account/ProtectedPage";
import { PreviewHardContent } from "@/features/developer/onboarding/PreviewHardContent";
import { OnboardingPreviewHard } from "@/features/developer/onboarding/pages";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("previewHard");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer>
      <OnboardingPreviewHard>
        <PreviewHardContent headingLevel={2} />
      </OnboardingPreviewHard>
    </ProtectedPage>
  );
}
