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

/** "US$ 1.234,50" / "$1,234.50": the amount in the reader's locale. */
export function formatMoney(
  amountMinor: number,
  currency: CurrencyCode,
  locale: string,
  options: { wholeUnits?: boolean } = {},
): string {
  const digits = options.wholeUnits ? 0 : minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toUnits(amountMinor, currency));
}

/** Integer percentage maths on minor units: `amount × basisPoints / 10 000`, rounded. */
export const applyBasisPoints = (amountMinor: number, basisPoints: number): number =>
  Math.round((amountMinor * basisPoints) / 10_000);
