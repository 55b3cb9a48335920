import { type AppLocale, intlLocale } from "./locale";

/** An amount of money in a currency, without decimals: "US$3.000" / "$3,000". */
export function formatMoney(amount: number, currency: string, locale: AppLocale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency,
      currencyDisplay: "code",
      maximumFractionDigits: 0,
      // Spanish leaves 4-digit amounts ungrouped by default ("3500"); salaries read better grouped.
      useGrouping: "always",
    } as Intl.NumberFormatOptions).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** Parses what a person types as an amount ("3.500", "3,500", "3500") into an integer. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[\s.,'’_]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}
