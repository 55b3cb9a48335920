import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage, type PageProps } from "@/features/i18n/page";

/** `generateMetadata` of a signed-in settings page: `<namespace>.title`, not indexed. */
export function settingsTitle(
  namespace:
    | "AccountSettings"
    | "Team"
    | "Integrations"
    | "AdminCustomers"
    | "AdminUsers"
    | "AdminApprovals"
    | "AdminCatalog"
    | "AdminImports"
    | "AdminAudit"
    | "AdminSettings"
    | "AdminExchangeRates"
    | "AdminEmails"
    | "AdminFairness"
    | "AdminQuestions",
) {
  return async ({ params }: PageProps): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t("title"), robots: { index: false, follow: false } };
  };
}
