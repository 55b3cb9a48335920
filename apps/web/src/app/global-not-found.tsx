import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/features/layout/NotFoundContent";
import { SiteChrome } from "@/features/layout/SiteChrome";
import { SiteDocument } from "@/features/layout/SiteDocument";
import { type AppLocale, routing } from "@/i18n/routing";
import "./globals.css";

/** The locale the proxy chose; requests it did not see (e.g. `/file.txt`) are Spanish. */
async function requestLocale(): Promise<AppLocale> {
  try {
    const locale = await getLocale();
    return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: "Meta" });
  return { title: `${t("notFound.title")} · Encaja`, description: t("notFound.description") };
}

/**
 * Unmatched URLs (Next's global not-found, rendered outside the locale layout). The proxy
 * has already picked the locale from the path (`/en/…` English, anything else Spanish),
 * so the page is server-rendered in that language with the full site chrome.
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <SiteDocument locale={locale}>
      <SiteChrome standalone>
        <NotFoundContent locale={locale} />
      </SiteChrome>
    </SiteDocument>
  );
}
