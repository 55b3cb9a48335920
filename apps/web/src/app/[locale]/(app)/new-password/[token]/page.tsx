import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { NewPasswordForm } from "@/features/auth/NewPasswordForm";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("newPassword");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.newPassword");
  const { token } = await params;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <NewPasswordForm token={token} />
    </AuthPage>
  );
}
