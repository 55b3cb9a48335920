import type { EmailLocale } from "./layout";

const zoneName = (at: Date, locale: string, timeZone: string, style: "long" | "shortOffset") =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value ?? timeZone;

/**
 * A moment as an email writes it: in the recipient's time zone, always naming that zone, e.g.
 * "martes, 1 de diciembre de 2026, 11:00 (hora estándar de Argentina, GMT-3)" or
 * "Tuesday, 1 December 2026 at 14:00 (UTC)". An unknown zone falls back to UTC.
 */
export function formatZonedTime(at: Date, locale: EmailLocale, timeZone: string): string {
  const tag = locale === "es" ? "es-ES" : "en-GB";
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat(tag, { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const when = new Intl.DateTimeFormat(tag, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(at);
  if (zone === "UTC" || zone === "Etc/UTC") return `${when} (UTC)`;
  return `${when} (${zoneName(at, tag, zone, "long")}, ${zoneName(at, tag, zone, "shortOffset")})`;
}
