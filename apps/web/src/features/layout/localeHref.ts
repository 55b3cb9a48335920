import { routing } from "../../i18n/routing";

/** The current page's path in a locale: Spanish has no prefix, English lives under /en. */
export function localizedPath(pathname: string, locale: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

/**
 * The address of the current page in another locale, keeping its query string (a search's
 * filters) and fragment (an open tab). `pathname` is the locale-free path; `search` may come
 * with or without its "?", `hash` with or without its "#".
 */
export function localizedHref(pathname: string, locale: string, search = "", hash = ""): string {
  const query = search.replace(/^\?/, "");
  const fragment = hash.replace(/^#/, "");
  return `${localizedPath(pathname, locale)}${query ? `?${query}` : ""}${fragment ? `#${fragment}` : ""}`;
}
