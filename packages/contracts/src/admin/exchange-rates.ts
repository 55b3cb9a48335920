/** Exchange rates as data: the rates to US dollars superAdmin keeps at /admin/exchange-rates. */
import { z } from "zod";
import { Currency } from "../developers/geo";

/** Rates whose day is this many days back or more make the page warn. */
export const EXCHANGE_RATE_STALE_DAYS = 30;
/** How far ahead a rate may be scheduled. */
export const EXCHANGE_RATE_MAX_DAYS_AHEAD = 366;
/** A rate to USD above this is surely a typo (the strongest currency is worth a few dollars). */
export const EXCHANGE_RATE_MAX = 1_000;

/** A day, YYYY-MM-DD: a rate comes in force at the start of that UTC day. */
const RateDay = z.iso.date();

export const ExchangeRate = z.object({
  currency: Currency,
  /** US dollars one unit of the currency is worth. */
  rateToUsd: z.number().positive(),
  validFrom: RateDay,
  /** Whether this is the currency's rate in force today (the latest one already started). */
  inForce: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/**
 * Every stored rate (newest day first within each currency): the ones in force, the scheduled
 * ones and their history. USD is not listed: it is always 1.
 */
export const ExchangeRatesView = z.object({
  items: z.array(ExchangeRate),
  /** The server's day (UTC): rates from a later day are scheduled. */
  today: RateDay,
  /** True when a rate in force started EXCHANGE_RATE_STALE_DAYS or more days ago. */
  stale: z.boolean(),
  /** The oldest day among the rates in force (null with none stored). */
  oldestInForce: RateDay.nullable(),
});
export type ExchangeRatesView = z.infer<typeof ExchangeRatesView>;

/** A new rate; another for the same currency and day replaces it (the audit log keeps both). */
export const AddExchangeRate = z.strictObject({
  currency: Currency.refine((c) => c !== "USD", { message: "USD is always worth 1 USD" }),
  rateToUsd: z.number().positive().max(EXCHANGE_RATE_MAX),
  validFrom: RateDay,
});
export type AddExchangeRate = z.infer<typeof AddExchangeRate>;
