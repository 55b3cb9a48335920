import type { AppLocale } from "@/lib/format/locale";

/**
 * The options of a select for an enum, from its label table (`{ value: { es, en } }`): every
 * key in the table's order, or only `keys`.
 */
export function labelOptions<K extends string>(
  labels: Record<K, Record<AppLocale, string>>,
  locale: AppLocale,
  keys: readonly K[] = Object.keys(labels) as K[],
): Array<{ value: K; label: string }> {
  return keys.map((value) => ({ value, label: labels[value][locale] }));
}
