import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { LoginSuccess } from "@/features/auth/LoginSuccess";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("loginSuccess");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  const t = await getTranslations("Auth.success");
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <LoginSuccess />
    </AuthPage>
  );
}
