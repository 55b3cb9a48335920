import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { LoginForm } from "@/features/auth/LoginForm";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("customerLogin");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  const t = await getTranslations("Auth.customerLogin");
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <LoginForm portal="customer" />
    </AuthPage>
  );
}
