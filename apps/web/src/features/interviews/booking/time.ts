import { localDate } from "@encaja/contracts";
import { dateTimeFormat } from "@/lib/format/intl";
import { type AppLocale, intlLocale } from "@/lib/format/locale";

/**
 * Dates and times of interviews, written with Intl in the viewer's locale and time zone
 * (pure: the zone is passed in, so tests and the server give the same answers).
 */

/** "2026-12-01": the calendar day an instant falls on in `timeZone`. */
export const localDayKey = (iso: string, timeZone: string): string =>
  localDate(new Date(iso), timeZone);

/** "martes, 1 de diciembre" / "Tuesday, December 1". */
export function formatDay(iso: string, locale: AppLocale, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(iso));
}

/** "10:00" / "10:00 AM". */
export function formatTime(iso: string, locale: AppLocale, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "martes, 1 de diciembre de 2026, 10:00" / "Tuesday, December 1, 2026 at 10:00 AM". */
export function formatDateTime(iso: string, locale: AppLocale, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
