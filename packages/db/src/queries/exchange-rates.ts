import type { CurrencyCode } from "@encaja/contracts";
import { and, asc, desc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { developerPreferences, exchangeRates, offers, users } from "../schema";
import type { Executor } from "./executor";

export interface StoredExchangeRate {
  currency: CurrencyCode;
  rateToUsd: number;
  validFrom: string;
  createdAt: Date;
  createdByName: string | null;
}

/** Every stored rate, by currency and newest day first. */
export async function listExchangeRates(db: Executor): Promise<StoredExchangeRate[]> {
  return db
    .select({
      currency: exchangeRates.currency,
      rateToUsd: exchangeRates.rateToUsd,
      validFrom: exchangeRates.validFrom,
      createdAt: exchangeRates.createdAt,
      createdByName: users.fullName,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.createdBy))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.validFrom));
}

/** Each currency's rate in force on `day` (YYYY-MM-DD): its latest one from that day or before. */
export async function exchangeRatesInForce(
  db: Executor,
  day: string,
): Promise<Array<{ currency: CurrencyCode; rateToUsd: number }>> {
  return db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      rateToUsd: exchangeRates.rateToUsd,
    })
    .from(exchangeRates)
    .where(lte(exchangeRates.validFrom, day))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.validFrom));
}

/**
 * Stores a currency's rate from a day on, replacing one stored for the same day (not applied
 * yet: see applyExchangeRate). Answers the rate it replaced, if any.
 */
export async function putExchangeRate(
  db: Executor,
  rate: { currency: CurrencyCode; rateToUsd: number; validFrom: string; createdBy: string | null },
): Promise<number | null> {
  const [previous] = await db
    .select({ rateToUsd: exchangeRates.rateToUsd })
    .from(exchangeRates)
    .where(
      and(eq(exchangeRates.currency, rate.currency), eq(exchangeRates.validFrom, rate.validFrom)),
    )
    .for("update");
  await db
    .insert(exchangeRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.validFrom],
      set: {
        rateToUsd: rate.rateToUsd,
        createdBy: rate.createdBy,
        createdAt: sql`now()`,
        appliedAt: null,
      },
    });
  return previous?.rateToUsd ?? null;
}

/** Currencies with a rate already started (by `day`) whose amounts were not recomputed yet. */
export async function currenciesWithRatesDue(db: Executor, day: string): Promise<CurrencyCode[]> {
  const rows = await db
    .selectDistinct({ currency: exchangeRates.currency })
    .from(exchangeRates)
    .where(and(isNull(exchangeRates.appliedAt), lte(exchangeRates.validFrom, day)));
  return rows.map((r) => r.currency);
}

/**
 * contracts' monthlyUsd in SQL, to the unit: the same double arithmetic (a month is 160 hours
 * or a twelfth of a year) and Math.round's rounding (half up; SQL's round on a double rounds
 * half to even).
 */
function monthlyUsdSql(amount: AnyPgColumn, period: AnyPgColumn, rate: number): SQL<number> {
  const perMonth = sql`(case ${period} when 'hour' then ${amount}::float8 * 160
    when 'year' then ${amount}::float8 / 12 else ${amount}::float8 end) * ${rate}::float8`;
  return sql<number>`(floor(${perMonth}) + (${perMonth} - floor(${perMonth}) >= 0.5)::int)::int`;
}

/**
 * Recomputes every stored USD amount in `currency` at `rateToUsd` (one statement per column;
 * rows already right are left alone) and marks the currency's started rates applied. The
 * talent_profiles triggers carry the salaries to the ranking and the talent filters.
 */
export async function applyExchangeRate(
  db: Executor,
  currency: CurrencyCode,
  rateToUsd: number,
  day: string,
): Promise<{ developers: number; offers: number }> {
  const salary = monthlyUsdSql(
    developerPreferences.salaryAmount,
    developerPreferences.salaryPeriod,
    rateToUsd,
  );
  const developersChanged = await db
    .update(developerPreferences)
    .set({ salaryMonthlyUsd: salary })
    .where(
      and(
        eq(developerPreferences.salaryCurrency, currency),
        sql`${developerPreferences.salaryMonthlyUsd} <> ${salary}`,
      ),
    )
    .returning({ id: developerPreferences.developerId });
  const budget = monthlyUsdSql(offers.budgetMax, offers.budgetPeriod, rateToUsd);
  const offersChanged = await db
    .update(offers)
    .set({ budgetMaxMonthlyUsd: budget })
    .where(
      and(eq(offers.budgetCurrency, currency), sql`${offers.budgetMaxMonthlyUsd} <> ${budget}`),
    )
    .returning({ id: offers.id });
  await db
    .update(exchangeRates)
    .set({ appliedAt: sql`now()` })
    .where(
      and(
        eq(exchangeRates.currency, currency),
        isNull(exchangeRates.appliedAt),
        lte(exchangeRates.validFrom, day),
      ),
    );
  return { developers: developersChanged.length, offers: offersChanged.length };
}
