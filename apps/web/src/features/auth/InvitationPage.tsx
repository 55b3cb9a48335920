import { getTranslations } from "next-intl/server";
import { initPage, metadataFor } from "@/features/i18n/page";
import { AuthPage } from "./AuthPage";
import { InvitationSignupForm } from "./InvitationSignupForm";

export const invitationMetadata = metadataFor("invitation");

/** The sign-up page an invitation link opens (a developer's or a customer's: the same form). */
export async function InvitationPage({
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
