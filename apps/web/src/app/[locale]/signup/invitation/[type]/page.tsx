import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { InvitationSignupForm } from "@/features/auth/InvitationSignupForm";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("invitation");

export default async function Page({
  params,
}: {
  params: Promise<{ locale: string; type: string }>;
}) {
  await initPage(params);
  const t = await getTranslations("Auth.invitation");
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <InvitationSignupForm />
    </AuthPage>
  );
}
