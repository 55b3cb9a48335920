import type { Locale } from "@encaja/contracts";

/** The app's two languages (the `[locale]` route segment): the contracts' Locale. */
export type AppLocale = Locale;

/** The Intl locale used to format numbers and dates for an app locale. */
export const intlLocale = (locale: AppLocale) => (locale === "es" ? "es-ES" : "en-US");
