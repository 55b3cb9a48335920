import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { initPage } from "@/features/i18n/page";

type MetaKey = "soft" | "hard" | "newInterview" | "kit";

/** `generateMetadata` of an interviewer page: its title from Interviewers.meta, no index. */
export function interviewsTitle(key: MetaKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace: "Interviewers.meta" });
    return { title: t(key), robots: { index: false, follow: false } };
  };
}
