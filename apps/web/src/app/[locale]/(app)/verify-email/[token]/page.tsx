import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { VerifyEmail } from "@/features/auth/VerifyEmail";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("verifyEmail");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.verifyEmail");
  const { token } = await params;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <VerifyEmail token={token} />
    </AuthPage>
  );
}
