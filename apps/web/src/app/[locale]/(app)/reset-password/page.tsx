import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { ForgotPasswordForm } from "@/features/auth/ForgotPasswordForm";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("resetPassword");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  const t = await getTranslations("Auth.forgot");
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
