import { countryName } from "@encaja/contracts";
import type { AppLocale } from "./locale";

/** A country's name in the locale (Intl.DisplayNames), the code if unknown. */
export { countryName };

/** Countries sorted by their name in the locale. */
export function sortedCountries(codes: readonly string[], locale: AppLocale) {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
