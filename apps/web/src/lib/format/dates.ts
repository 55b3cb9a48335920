import { dateTimeFormat } from "./intl";
import { type AppLocale, intlLocale } from "./locale";

/** "2024-03" → "mar 2024" / "Mar 2024". */
export function formatMonth(month: string | null | undefined, locale: AppLocale): string {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return "";
  const [year, m] = month.split("-").map(Number) as [number, number];
  return dateTimeFormat(intlLocale(locale), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * A job's months, "mar 2021 – jun 2023", ending in `present` while it goes on. Its dates may be
 * months ("2021-03") or days ("2021-03-15"): only the month is shown.
 */
export function formatMonthSpan(
  span: { startDate: string; endDate: string | null; current: boolean },
  present: string,
  locale: AppLocale,
): string {
  const month = (date: string) => formatMonth(date.slice(0, 7), locale);
  const end = span.current || !span.endDate ? present : month(span.endDate);
  return `${month(span.startDate)} – ${end}`;
}

/** A day ("2026-05-04") or a UTC instant ("2026-05-04T10:00:00Z") → "4 may 2026" / "May 4, 2026". */
export function formatDate(date: string | null | undefined, locale: AppLocale): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return "";
  return dateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** "YYYY-MM" of a date (UTC). */
export const monthOf = (date = new Date()) => date.toISOString().slice(0, 7);

/** Total months ↔ years + months. */
export function splitMonths(total: number): { years: number; months: number } {
  const safe = Math.max(0, Math.trunc(total));
  return { years: Math.floor(safe / 12), months: safe % 12 };
}
export function joinMonths(years: number, months: number): number {
  return Math.max(0, Math.trunc(years)) * 12 + Math.max(0, Math.trunc(months));
}

/** The viewer's IANA time zone (the browser's), UTC when the runtime does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "24 nov 2026, 10:00" / "Nov 24, 2026, 10:00 AM" in `timeZone` (the runtime's when left out). */
export function formatDateTime(iso: string, locale: AppLocale, timeZone?: string): string {
  return dateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
