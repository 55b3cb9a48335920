import type { Job } from "@encaja/contracts";
import { countryName } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";

/** "USD 3,000–4,500" of a shown budget (the period is added by the caller's words). */
export function salaryRange(salary: NonNullable<Job["salary"]>, locale: AppLocale): string {
  const min = formatMoneyFromUnits(salary.min, salary.currency, locale);
  const max = formatMoneyFromUnits(salary.max, salary.currency, locale);
  return salary.min === salary.max ? min : `${min} – ${max}`;
}

/** Country names in the page's language, or null when the job is open to anywhere. */
export function countryList(codes: readonly string[], locale: AppLocale): string | null {
  if (codes.length === 0) return null;
  return codes.map((c) => countryName(c, locale)).join(", ");
}
