import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { ClaimForm } from "@/features/auth/ClaimForm";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("claim");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.claim");
  const { token } = await params;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <ClaimForm token={token} />
    </AuthPage>
  );
}
