import {
  type Availability,
  monthlyUsd,
  type Preferences,
  type RateTable,
  SALARY_MONTHLY_USD_RANGE,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { type Executor, getAvailability, getPreferences, putPreferences } from "@encaja/db/queries";
import { invalidField } from "../../errors/app-error";

/**
 * Stores employment preferences; the salary is also kept as monthly USD at the rates in force,
 * for ranking (a new rate recomputes it: ADR 0064).
 */
export async function putDeveloperPreferences(
  db: Executor,
  developerId: string,
  input: Preferences,
  rates: RateTable,
) {
  const { salary, ...rest } = input;
  const usd = monthlyUsd(salary.amount, salary.currency, salary.period, rates);
  if (usd < SALARY_MONTHLY_USD_RANGE.min || usd > SALARY_MONTHLY_USD_RANGE.max) {
    throw invalidField(
      "body.salary.amount",
      `This salary is about ${usd} USD a month; enter an amount between ${SALARY_MONTHLY_USD_RANGE.min} and ${SALARY_MONTHLY_USD_RANGE.max} USD a month`,
    );
  }
  await putPreferences(db, {
    developerId,
    ...rest,
    salaryAmount: salary.amount,
    salaryCurrency: salary.currency,
    salaryPeriod: salary.period,
    salaryMonthlyUsd: usd,
  });
}

/** A developer's employment preferences as the contracts shape them (null: none saved). */
export async function preferencesOf(db: Db, developerId: string): Promise<Preferences | null> {
  const row = await getPreferences(db, developerId);
  if (!row) return null;
  return {
    searchStatus: row.searchStatus,
    modalities: row.modalities,
    salary: {
      amount: row.salaryAmount,
      currency: row.salaryCurrency,
      period: row.salaryPeriod,
    },
    countries: row.countries,
    contractTypes: row.contractTypes as Preferences["contractTypes"],
  };
}

/** A developer's availability (null: none saved). */
export async function availabilityOf(db: Db, developerId: string): Promise<Availability | null> {
  const row = await getAvailability(db, developerId);
  return row
    ? {
        availableFrom: row.availableFrom,
        hoursPerWeek: row.hoursPerWeek,
        noticeWeeks: row.noticeWeeks,
      }
    : null;
}
