import {
  type AddExchangeRate,
  type CurrencyCode,
  currencyCodes,
  type ExchangeRate,
} from "@encaja/contracts";

/** The currencies a rate can be added for: every one but USD (always 1). */
export const ratedCurrencies = currencyCodes.filter(
  (c): c is Exclude<CurrencyCode, "USD"> => c !== "USD",
);

export type RateFormValues = {
  currency: AddExchangeRate["currency"];
  rateToUsd: string;
  validFrom: string;
};

/** "0,00105" or "0.00105" → 0.00105; anything else stays NaN for the schema to refuse. */
export const rateFromText = (text: string): number =>
  /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(",", ".")) : Number.NaN;

export const rateFromForm = (values: RateFormValues): AddExchangeRate => ({
  currency: values.currency,
  rateToUsd: rateFromText(values.rateToUsd),
  validFrom: values.validFrom,
});

/** A rate with up to 6 significant digits ("0.00105", "1.08"), in the page's language. */
export const formatRate = (rate: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(rate);

/** Where a stored rate stands today: in force, from a later day, or replaced by a newer one. */
export function rateStatus(rate: ExchangeRate, today: string): "inForce" | "scheduled" | "earlier" {
  if (rate.inForce) return "inForce";
  return rate.validFrom > today ? "scheduled" : "earlier";
}
