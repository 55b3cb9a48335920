import type { Job } from "@encaja/contracts";
import { countryName } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyRangeFromUnits } from "@/lib/format/money";

/** "USD 3,000–4,500" / "3.000-4.500 USD" of a shown budget (the caller's words add the period). */
export const salaryRange = (salary: NonNullable<Job["salary"]>, locale: AppLocale): string =>
  formatMoneyRangeFromUnits(salary.min, salary.max, salary.currency, locale);

/** Country names in the page's language, or null when the job is open to anywhere. */
export function countryList(codes: readonly string[], locale: AppLocale): string | null {
  if (codes.length === 0) return null;
  return codes.map((c) => countryName(c, locale)).join(", ");
}
