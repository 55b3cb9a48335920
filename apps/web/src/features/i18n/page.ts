import type { Metadata } from "next";
import { hasLocale, type Messages } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { type AppLocale, routing } from "@/i18n/routing";

export type PageProps = { params: Promise<{ locale: string }> };

/** Resolves the page's locale and enables static rendering for it. */
export async function initPage(params: PageProps["params"]): Promise<AppLocale> {
  const { locale } = await params;
  const resolved = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(resolved);
  return resolved;
}

type MetaPage = Exclude<keyof Messages["Meta"], "site">;

/** `generateMetadata` for a page whose title and description live under Meta.<page>. */
export function metadataFor(page: MetaPage) {
  return async ({ params }: PageProps): Promise<Metadata> => {
    const locale = await initPage(params);
    const t = await getTranslations({ locale, namespace: "Meta" });
    return { title: t(`${page}.title`), description: t(`${page}.description`) };
  };
}
