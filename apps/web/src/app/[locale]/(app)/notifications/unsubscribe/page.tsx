import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage, metadataFor } from "@/features/i18n/page";
import UnsubscribePanel from "@/features/notifications/UnsubscribePanel";

export const generateMetadata = metadataFor("unsubscribe");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await initPage(params);
  const t = await getTranslations("Notifications.unsubscribe");
  const { token } = await searchParams;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <ClientMessages namespaces={["Notifications"]}>
        <UnsubscribePanel token={typeof token === "string" ? token : ""} />
      </ClientMessages>
    </AuthPage>
  );
}
