import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage, type PageProps } from "../i18n/page";

/** `generateMetadata` for the assessment pages (titles live under Assessments.meta). */
export function assessmentsMetadata(page: "catalogue" | "mine" | "attempt" | "profileTest") {
  return async ({ params }: PageProps): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace: "Assessments.meta" });
    return { title: t(`${page}.title`), description: t(`${page}.description`) };
  };
}
