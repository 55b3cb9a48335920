import type { CurrencyCode } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestamptz } from "./columns";
import { users } from "./identity";

/**
 * What one unit of a currency is worth in US dollars from a day on (ADR 0064). The rate in
 * force is the latest `valid_from` not after today (UTC). USD has no rows: it is always 1.
 * A double, like the JavaScript number the contracts' monthlyUsd multiplies by, so the SQL
 * recomputation of stored USD amounts and the API's agree to the unit.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: idColumn(),
    currency: text("currency").$type<CurrencyCode>().notNull(),
    rateToUsd: doublePrecision("rate_to_usd").notNull(),
    validFrom: date("valid_from").notNull(),
    /**
     * When the stored USD amounts of this currency were recomputed with this rate; null while
     * it is scheduled (housekeeping applies it on its day).
     */
    appliedAt: timestamptz("applied_at"),
    createdBy: ref.cleared("created_by", () => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("exchange_rates_currency_day_uq").on(t.currency, t.validFrom),
    check("exchange_rates_rate_positive", sql`${t.rateToUsd} > 0`),
  ],
);
