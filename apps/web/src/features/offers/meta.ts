import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage } from "@/features/i18n/page";

type Namespace = "Offers" | "Applications" | "CustomerPortal" | "Profiles" | "MatchingInterview";

/** `generateMetadata` of a signed-in page: its title from `<namespace>.meta.<key>`, no index. */
export function privateTitle(namespace: Namespace, key: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = (await getTranslations({ locale, namespace })) as unknown as (k: string) => string;
    return { title: t(`meta.${key}`), robots: { index: false, follow: false } };
  };
}
