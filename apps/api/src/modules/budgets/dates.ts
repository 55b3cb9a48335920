import type { Locale } from "@encaja/contracts";

/** A YYYY-MM-DD date as the reader writes it ("24 de noviembre de 2026" / "November 24, 2026"). */
export function formatBudgetDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
