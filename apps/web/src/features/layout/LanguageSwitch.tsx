"use client";

import Button from "@mui/material/Button";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

/** The current page's path in a locale: Spanish has no prefix, English lives under /en. */
export function localizedPath(pathname: string, locale: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

/**
 * Links to the current page in the other language, named in that language and marked
 * with its lang. A full page load, so the whole document switches language at once.
 */
export function LanguageSwitch() {
  const t = useTranslations("Common.language");
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === "es" ? "en" : "es";
  return (
    <Button
      href={localizedPath(pathname, other)}
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
