import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { CompanySignupForm } from "@/features/auth/CompanySignupForm";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("companySignup");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; offer: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.companySignup");
  const { offer } = await params;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <ClientMessages namespaces={["Auth", "Forms", "HireFlow"]}>
        <CompanySignupForm offer={offer} />
      </ClientMessages>
    </AuthPage>
  );
}
