import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { SignupForm } from "@/features/auth/SignupForm";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("signup");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  const t = await getTranslations("Auth.signup");
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <SignupForm />
    </AuthPage>
  );
}
