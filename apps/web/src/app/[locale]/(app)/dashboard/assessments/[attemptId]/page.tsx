import { getTranslations } from "next-intl/server";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { AttemptScreen } from "@/features/assessments/AttemptScreen";
import { assessmentsMetadata } from "@/features/assessments/meta";
import { initPage } from "@/features/i18n/page";

export const generateMetadata = assessmentsMetadata("attempt");

type Props = {
  params: Promise<{ locale: string; attemptId: string }>;
  searchParams: Promise<{ from?: string }>;
};

export default async function Page({ params, searchParams }: Props) {
  await initPage(params);
  const { attemptId } = await params;
  const { from } = await searchParams;
  const t = await getTranslations("Assessments.result");
  const afterResult =
    from === "onboarding"
      ? { href: "/onboarding/finished", label: t("finishOnboarding") }
      : undefined;
  return (
    <ProtectedPage namespaces={["Assessments"]}>
      <AttemptScreen attemptId={attemptId} afterResult={afterResult} />
    </ProtectedPage>
  );
}
