import type { Locale } from "@encaja/contracts";

/** A web page link in the reader's language: Spanish has no prefix, English lives under /en. */
export function webLink(webUrl: string, locale: Locale, path: string): string {
  return `${webUrl}${locale === "en" ? "/en" : ""}${path}`;
}
