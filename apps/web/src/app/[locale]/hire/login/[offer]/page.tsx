import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { LoginForm } from "@/features/auth/LoginForm";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("hireLogin");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; offer: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.hireLogin");
  const { offer } = await params;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <LoginForm
        portal="customer"
        defaultCallback={`/customers/dashboard?offer=${encodeURIComponent(offer)}`}
        signupHref={`/hire/signup/${encodeURIComponent(offer)}`}
      />
    </AuthPage>
  );
}
