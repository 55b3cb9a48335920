import type { LocalizedText } from "@encaja/contracts";

/** Assessment content carries both languages; show the page's. */
export const pick = (text: LocalizedText, locale: string) => (locale === "en" ? text.en : text.es);

export const formatDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale === "en" ? "en-GB" : "es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
