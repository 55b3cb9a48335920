import { z } from "zod";
import { Currency, type CurrencyCode } from "../developers/geo";

/**
 * Money: an integer amount in the currency's minor units (cents for USD, pesos for
 * CLP) and its ISO 4217 code. Never a float; formatting goes through Intl.NumberFormat.
 */
export const MAX_MONEY_MINOR = 10_000_000_000; // 100 million units of a two-decimal currency

export const MinorAmount = z
  .number()
  .int("Amounts are integers in minor units")
  .min(0, "Amounts cannot be negative")
  .max(MAX_MONEY_MINOR, "This amount is too large");
/** A strictly positive amount in minor units. */
export const PositiveMinorAmount = MinorAmount.min(1, "The amount must be above zero");

export const Money = z.strictObject({ amountMinor: MinorAmount, currency: Currency });
export type Money = z.infer<typeof Money>;

/** How many minor-unit digits a currency has (USD 2, CLP 0), as Intl knows it. */
export function minorDigits(currency: CurrencyCode): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** Minor units to a decimal number of units, for display only. */
export const toUnits = (amountMinor: number, currency: CurrencyCode): number =>
  amountMinor / 10 ** minorDigits(currency);

/** Whole or decimal units typed by a person to minor units (rounded to the currency's digits). */
export const toMinor = (units: number, currency: CurrencyCode): number =>
  Math.round(units * 10 ** minorDigits(currency));

/**
 * The one money style of every screen, email and PDF: the ISO code and digits always grouped,
 * "3.800 USD" / "USD 3,800" (Spanish would leave four digits ungrouped by default: "3800").
 */
function moneyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: "always",
  } as Intl.NumberFormatOptions);
}

/** Minor units in the reader's locale: "1.234,50 USD" / "USD 1,234.50" (`wholeUnits`: "1.235 USD"). */
export function formatMoney(
  amountMinor: number,
  currency: CurrencyCode,
  locale: string,
  options: { wholeUnits?: boolean } = {},
): string {
  const digits = options.wholeUnits ? 0 : minorDigits(currency);
  return moneyFormat(locale, currency, digits).format(toUnits(amountMinor, currency));
}

/** Whole units (salaries) in the reader's locale: "3.800 USD" / "USD 3,800". */
export function formatMoneyUnits(amount: number, currency: string, locale: string): string {
  try {
    return moneyFormat(locale, currency, 0).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** A range of whole units: "3.000-5.000 USD" / "USD 3,000–5,000" (one amount when equal). */
export function formatMoneyUnitsRange(
  min: number,
  max: number,
  currency: string,
  locale: string,
): string {
  if (min === max) return formatMoneyUnits(min, currency, locale);
  try {
    return moneyFormat(locale, currency, 0).formatRange(min, max);
  } catch {
    return `${formatMoneyUnits(min, currency, locale)} – ${formatMoneyUnits(max, currency, locale)}`;
  }
}

/** Integer percentage maths on minor units: `amount × basisPoints / 10 000`, rounded. */
export const applyBasisPoints = (amountMinor: number, basisPoints: number): number =>
  Math.round((amountMinor * basisPoints) / 10_000);
