import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage, type PageProps } from "@/features/i18n/page";
import { PublicProfileSettingsPage } from "@/features/public-profile/PublicProfileSettingsPage";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await initPage(params);
  const t = await getTranslations({ locale, namespace: "PublicProfile.settings" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage developer namespaces={["PublicProfile"]}>
      <PublicProfileSettingsPage />
    </ProtectedPage>
  );
}
