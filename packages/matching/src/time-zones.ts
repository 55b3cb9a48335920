/**
 * Time zones' UTC offsets on a given day, from the runtime's tz database (`Intl`: DST-aware,
 * never hand-written offsets). A ranking computes them once in JavaScript and gives the SQL the
 * same numbers as parameters, so both do the same integer arithmetic (ADR 0061).
 */

const DAY_MS = 86_400_000;

/**
 * The zones a ranking knows: the runtime's IANA names plus UTC. A developer's zone outside
 * this list counts as not stated, in SQL and in memory alike.
 */
export const KNOWN_TIME_ZONES: readonly string[] = [
  ...Intl.supportedValuesOf("timeZone"),
  "UTC",
].filter((z, i, all) => all.indexOf(z) === i);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, f);
  }
  return f;
}

/** "GMT", "GMT+02:00", "GMT-03:30" → minutes east of UTC. */
function offsetOfName(name: string): number {
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" ? -minutes : minutes;
}

/** Minutes east of UTC of `zone` at noon UTC of `day` (days since 1970-01-01). */
export function utcOffsetMinutes(zone: string, day: number): number {
  const parts = formatterOf(zone).formatToParts(new Date(day * DAY_MS + DAY_MS / 2));
  return offsetOfName(parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT");
}

export interface ZoneOffsets {
  day: number;
  zones: readonly string[];
  /** `offsets[i]`: minutes east of UTC of `zones[i]` on `day`. */
  offsets: readonly number[];
  byZone: ReadonlyMap<string, number>;
}

let cached: ZoneOffsets | undefined;

/** Every known zone's offset on `day` (computed once per day). */
export function zoneOffsetsOn(day: number): ZoneOffsets {
  if (cached?.day === day) return cached;
  const offsets = KNOWN_TIME_ZONES.map((z) => utcOffsetMinutes(z, day));
  const byZone = new Map(KNOWN_TIME_ZONES.map((z, i) => [z, offsets[i]!]));
  cached = { day, zones: KNOWN_TIME_ZONES, offsets, byZone };
  return cached;
}

/** Today in days since 1970-01-01 (UTC), for rankings that do not read the database's date. */
export const todayUtc = () => Math.floor(Date.now() / DAY_MS);
