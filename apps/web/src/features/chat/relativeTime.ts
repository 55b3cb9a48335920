import { relativeTimeFormat } from "@/lib/format/intl";
import { type AppLocale, intlLocale } from "@/lib/format/locale";

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "hace 5 minutos" / "5 minutes ago": the largest whole unit; under a minute, "now". */
export function relativeTime(iso: string, locale: AppLocale, now = Date.now()): string {
  const format = relativeTimeFormat(intlLocale(locale), { numeric: "auto" });
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}
