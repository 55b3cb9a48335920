"use client";

import { useLocale, useTranslations } from "next-intl";
import type { SyntheticEvent } from "react";
import { useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";
import { localizedHref } from "./localeHref";
import styles from "./site.module.css";

export { localizedPath } from "./localeHref";

const subscribe = (listener: () => void) => {
  window.addEventListener("popstate", listener);
  window.addEventListener("hashchange", listener);
  return () => {
    window.removeEventListener("popstate", listener);
    window.removeEventListener("hashchange", listener);
  };
};

/**
 * Links to the current page in the other language, named in that language and marked
 * with its lang, keeping the query string (a search's filters) and fragment (an open tab).
 * A full page load, so the whole document switches language at once.
 *
 * The server renders the bare path (it never sees the fragment, and static pages have no
 * query); the browser then links to its full address. Client navigations that only change
 * the query (search filters) or the fragment (tabs) re-render nothing here, so the address
 * is read again when the link is pointed at, focused or followed. No Suspense boundary
 * (useSearchParams): swapping the link during hydration would lose an early click.
 */
export function LanguageSwitch() {
  const t = useTranslations("Common.language");
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === "es" ? "en" : "es";
  const current = () =>
    localizedHref(pathname, other, window.location.search, window.location.hash);
  const href = useSyncExternalStore(subscribe, current, () => localizedHref(pathname, other));
  const refresh = (event: SyntheticEvent<HTMLElement>) =>
    event.currentTarget.setAttribute("href", current());
  return (
    <a
      className={styles.textButton}
      href={href}
      onClick={refresh}
      onPointerEnter={refresh}
      onFocus={refresh}
      lang={other}
      hrefLang={other}
      title={t("switchTitle")}
    >
      {t("name")}
    </a>
  );
}
