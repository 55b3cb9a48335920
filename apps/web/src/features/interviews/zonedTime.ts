import { type AppLocale, intlLocale } from "@/lib/format/locale";

/** Wall-clock arithmetic in IANA time zones with Intl only (no date library). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall time an instant shows in a time zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const offsetMs = (instant: number, timeZone: string) => {
  const w = wallTimeIn(new Date(instant), timeZone);
  return (
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant / 60_000) * 60_000
  );
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The instant (ISO UTC) at which the zone's clock shows `date` ("YYYY-MM-DD") and `time`
 * ("HH:mm"); a time skipped by a DST jump moves forward. Null for malformed input.
 */
export function zonedToUtcIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const guess = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(guess)) return null;
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second).toISOString();
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function dateKeyIn(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** "HH:mm" of an instant in a zone. */
export function timeKeyIn(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

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

/** The viewer's time zone (the browser's), UTC when the runtime does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Every IANA zone the runtime knows, with `extra` (e.g. a saved zone) kept when missing. */
export function timeZoneOptions(extra: string[] = []): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const missing = extra.filter((zone) => zone && !known.includes(zone));
  return [...missing, ...known];
}

/** "Tue, Nov 24, 2026, 10:00" in the viewer's language and zone. */
export function formatDateTime(iso: string, locale: AppLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
}

/** "10:00" in the viewer's language and zone. */
export function formatTime(iso: string, locale: AppLocale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}
