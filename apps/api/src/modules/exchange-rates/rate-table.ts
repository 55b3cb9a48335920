import {
  type CurrencyCode,
  currencyCodes,
  type RateTable,
  referenceUsdRates,
} from "@encaja/contracts";
import { type Executor, exchangeRatesInForce } from "@encaja/db/queries";

/** The UTC day of an instant, YYYY-MM-DD: rates change at the start of a UTC day. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The rates in force on `day`, read from `exchange_rates`. USD is 1; a currency with no row
 * yet (one added to the code after the seeding migration) keeps its reference rate.
 */
export async function rateTableOn(db: Executor, day: string): Promise<RateTable> {
  const stored = new Map<CurrencyCode, number>(
    (await exchangeRatesInForce(db, day)).map((r) => [r.currency, r.rateToUsd]),
  );
  const entries = currencyCodes.map((c) => [
    c,
    c === "USD" ? 1 : (stored.get(c) ?? referenceUsdRates[c]),
  ]);
  return Object.fromEntries(entries) as RateTable;
}

/**
 * Each API instance's copy of the rates in force, read once per UTC day (a scheduled rate
 * starts at midnight) and dropped when any instance adds a rate (NOTIFY, plugins/exchange-rates).
 */
export class ExchangeRateCache {
  private cached: { day: string; rates: Promise<RateTable> } | undefined;

  constructor(private readonly db: Executor) {}

  /** The rates in force now. */
  current(now: Date = new Date()): Promise<RateTable> {
    const day = utcDay(now);
    if (this.cached?.day !== day) {
      const rates = rateTableOn(this.db, day);
      this.cached = { day, rates };
      // A failed read is not kept: the next caller tries again.
      rates.catch(() => {
        if (this.cached?.rates === rates) this.cached = undefined;
      });
    }
    return this.cached.rates;
  }

  clear(): void {
    this.cached = undefined;
  }
}
