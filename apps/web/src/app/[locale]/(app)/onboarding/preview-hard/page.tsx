import Box from "@mui/material/Box";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { PreviewHardContent } from "@/features/developer/onboarding/PreviewHardContent";
import { OnboardingPreviewHard } from "@/features/developer/onboarding/pages";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { InterviewBooking } from "@/features/interviews/booking/InterviewBooking";

export const generateMetadata = metadataFor("previewHard");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["DeveloperInterviews"]}>
      <OnboardingPreviewHard>
        <PreviewHardContent headingLevel={2} />
        <Box sx={{ mt: 4, pt: 4, borderTop: 1, borderColor: "divider" }}>
          <InterviewBooking headingLevel={2} />
        </Box>
      </OnboardingPreviewHard>
    </ProtectedPage>
  );
}
