import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage } from "@/features/i18n/page";

/** `generateMetadata` of a deep-profile page: its title from DeepProfiles.meta, never indexed. */
export function deepProfileTitle(key: "editor" | "shared" | "snapshot") {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace: "DeepProfiles.meta" });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}
