import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage } from "@/features/i18n/page";

type Key = "company" | "staff" | "view" | "new" | "edit";

/** `generateMetadata` of a budgets page: its title from `Budgets.meta.<key>`, no index. */
export function budgetsTitle(key: Key) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace: "Budgets.meta" });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}
