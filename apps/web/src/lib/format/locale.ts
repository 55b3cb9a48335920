/** The app's two languages (the `[locale]` route segment). */
export type AppLocale = "es" | "en";

/** The Intl locale used to format numbers and dates for an app locale. */
export const intlLocale = (locale: AppLocale) => (locale === "es" ? "es-ES" : "en-US");
