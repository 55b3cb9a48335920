import { localDate, localTime, zonedInstant } from "@encaja/contracts";
import { dateTimeFormat } from "@/lib/format/intl";
import { type AppLocale, intlLocale } from "@/lib/format/locale";

/** The web's side of zone arithmetic: form strings ↔ instants, on the shared core in contracts. */

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The instant (ISO UTC) at which the zone's clock shows `date` ("YYYY-MM-DD") and `time`
 * ("HH:mm"); a time skipped by a DST jump moves forward. Null for malformed input.
 */
export function zonedToUtcIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const day = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) };
  const instant = zonedInstant(day, Number(t[1]) * 60 + Number(t[2]), timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** "YYYY-MM-DD" of an instant in a zone. */
export const dateKeyIn = localDate;

/** "HH:mm" of an instant in a zone. */
export const timeKeyIn = localTime;

/** The day after a "YYYY-MM-DD" date. */
export function nextDateKey(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Minutes after midnight ↔ "HH:mm" (1440 is "24:00", the end of a day). */
export const minutesToTime = (minutes: number) =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export function timeToMinutes(time: string): number | null {
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t) return null;
  const minutes = Number(t[1]) * 60 + Number(t[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Every IANA zone the runtime knows, with `extra` (e.g. a saved zone) kept when missing. */
export function timeZoneOptions(extra: string[] = []): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const missing = extra.filter((zone) => zone && !known.includes(zone));
  return [...missing, ...known];
}

/** "10:00" in the viewer's language and zone. */
export function formatTime(iso: string, locale: AppLocale, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone }).format(new Date(iso));
}
