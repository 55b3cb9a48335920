import type { DeepProfileEditor } from "@encaja/contracts";
import {
  type Executor,
  getAvailability,
  getPreferences,
  latestConfirmedTerms,
} from "@encaja/db/queries";

type SuggestedTerms = DeepProfileEditor["suggestedTerms"];

/**
 * The terms a new deep profile starts with: each field as the latest matching interview
 * confirmed it, else as the developer entered it in its preferences and availability.
 */
export async function suggestedTerms(db: Executor, developerId: string): Promise<SuggestedTerms> {
  const [confirmed, preferences, availability] = await Promise.all([
    latestConfirmedTerms(db, developerId),
    getPreferences(db, developerId),
    getAvailability(db, developerId),
  ]);
  const confirmedSalary =
    confirmed?.salaryAmount && confirmed.salaryCurrency && confirmed.salaryPeriod
      ? {
          amount: confirmed.salaryAmount,
          currency: confirmed.salaryCurrency,
          period: confirmed.salaryPeriod,
        }
      : null;
  const enteredSalary = preferences
    ? {
        amount: preferences.salaryAmount,
        currency: preferences.salaryCurrency,
        period: preferences.salaryPeriod,
      }
    : null;
  const salaryExpectation = confirmedSalary ?? enteredSalary;
  const availableFrom = confirmed?.availableFrom ?? availability?.availableFrom ?? null;
  const hoursPerWeek = confirmed?.hoursPerWeek ?? availability?.hoursPerWeek ?? null;
  const fromInterview = Boolean(confirmedSalary || confirmed?.availableFrom);
  const anything = salaryExpectation !== null || availableFrom !== null || hoursPerWeek !== null;
  return {
    salaryExpectation,
    availableFrom,
    hoursPerWeek,
    source: fromInterview ? "matchingInterview" : anything ? "developer" : null,
  };
}
