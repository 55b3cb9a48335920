import { ProtectedPage } from "@/features/account/ProtectedPage";
import { OnboardingStep } from "@/features/developer/onboarding/pages";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("onboarding");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer>
      <OnboardingStep step="experiences" />
    </ProtectedPage>
  );
}
