import type { Locale } from "@encaja/contracts";
import { defineRouting } from "next-intl/routing";

/**
 * Spanish is the default locale and has no prefix; English lives under /en (ARCHITECTURE §4).
 * Locale detection is off so a URL always means one language, whatever the browser says.
 */
export const routing = defineRouting({
  locales: ["es", "en"] satisfies readonly Locale[],
  defaultLocale: "es",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
