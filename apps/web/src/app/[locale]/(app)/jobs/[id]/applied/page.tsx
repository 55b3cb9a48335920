import { ProtectedPage } from "@/features/account/ProtectedPage";
import { AppliedPage } from "@/features/applications/AppliedPage";
import { onboardingPathAfterOffer } from "@/features/developer/onboarding/paths";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ from?: string | string[] }>;
};

export const generateMetadata = privateTitle("Applications", "applied");

export default async function Page({ params, searchParams }: Props) {
  await initPage(params);
  const { id } = await params;
  // Reached from the onboarding's offer step: offer the way back into the onboarding.
  const fromOnboarding = (await searchParams).from === "onboarding";
  return (
    <ProtectedPage namespaces={["Applications", "Jobs"]}>
      <AppliedPage
        jobId={id}
        continueOnboardingHref={fromOnboarding ? onboardingPathAfterOffer() : undefined}
      />
    </ProtectedPage>
  );
}
