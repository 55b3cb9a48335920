import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage } from "@/features/i18n/page";

/** `generateMetadata` of a page not to index (a draft, the admin): `<namespace>.meta.<key>`. */
export function unindexedTitle(namespace: "HireFlow" | "AdminPricing", key: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = (await getTranslations({ locale, namespace })) as unknown as (k: string) => string;
    return { title: t(`meta.${key}`), robots: { index: false, follow: false } };
  };
}
