import { monthlyUsd, type Preferences, SALARY_MONTHLY_USD_RANGE } from "@encaja/contracts";
import { type Executor, putPreferences } from "@encaja/db";
import { invalidField } from "./profile.service";

/** Stores employment preferences; the salary is also kept as monthly USD for ranking. */
export async function putDeveloperPreferences(
  db: Executor,
  developerId: string,
  input: Preferences,
) {
  const { salary, ...rest } = input;
  const usd = monthlyUsd(salary.amount, salary.currency, salary.period);
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
