"use client";

import Button from "@mui/material/Button";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Suspense, useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";
import { localizedHref } from "./localeHref";

export { localizedPath } from "./localeHref";

const subscribeToHash = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

/** The link itself; `search` is the current query string ("" while it is not known). */
function SwitchLink({ search }: { search: string }) {
  const t = useTranslations("Common.language");
  const locale = useLocale();
  const pathname = usePathname();
  // The fragment never reaches the server: read in the browser, kept in step with it.
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  const other = locale === "es" ? "en" : "es";
  return (
    <Button
      href={localizedHref(pathname, other, search, hash)}
      // Tabs replace the fragment without a hashchange event: follow the address as it is now.
      onClick={(event) => {
        const { search: now, hash: fragment } = window.location;
        event.currentTarget.setAttribute("href", localizedHref(pathname, other, now, fragment));
      }}
      lang={other}
      hrefLang={other}
      title={t("switchTitle")}
      color="inherit"
      size="small"
      variant="text"
    >
      {t("name")}
    </Button>
  );
}

function SwitchWithQuery() {
  return <SwitchLink search={useSearchParams().toString()} />;
}

/**
 * Links to the current page in the other language, named in that language and marked
 * with its lang, keeping the query string (a search's filters) and fragment. A full page
 * load, so the whole document switches language at once. Static pages render the link
 * without the query until the browser knows it (the Suspense fallback).
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <SwitchWithQuery />
    </Suspense>
  );
}
