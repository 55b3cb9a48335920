import {
  type CurrencyCode,
  formatMoney,
  formatMoneyUnits,
  formatMoneyUnitsRange,
  numberFormat,
} from "@encaja/contracts";
import { type AppLocale, intlLocale } from "./locale";

/**
 * Two units of money travel through the app: salaries are whole units of the currency (3500 =
 * USD 3,500), budgets and prices are integers in the currency's minor units (350000 = USD 3,500.00).
 * Each formatter is named after the unit it takes.
 */

/** Whole units of a currency, without decimals and with the code: "3.500 USD" / "USD 3,500". */
export function formatMoneyFromUnits(amount: number, currency: string, locale: AppLocale): string {
  return formatMoneyUnits(amount, currency, intlLocale(locale));
}

/** A range of whole units: "3.000-5.000 USD" / "USD 3,000–5,000". */
export function formatMoneyRangeFromUnits(
  min: number,
  max: number,
  currency: string,
  locale: AppLocale,
): string {
  return formatMoneyUnitsRange(min, max, currency, intlLocale(locale));
}

/** A plain number with the locale's grouping, always: "5.000" / "5,000". */
export const formatNumber = (value: number, locale: AppLocale): string =>
  numberFormat(intlLocale(locale)).format(value);

/**
 * Minor units of a currency with its decimals ("12.345,00 USD" / "USD 12,345.00"), or rounded to
 * whole units with `wholeUnits` (price tables).
 */
export function formatMoneyFromMinor(
  amountMinor: number,
  currency: CurrencyCode,
  locale: AppLocale,
  options: { wholeUnits?: boolean } = {},
): string {
  return formatMoney(amountMinor, currency, intlLocale(locale), options);
}

/** Parses what a person types as an amount ("3.500", "3,500", "3500") into an integer. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[\s.,'’_]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}
