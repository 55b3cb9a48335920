import { describe, expect, it } from "vitest";
import {
  dateKeyIn,
  minutesToTime,
  nextDateKey,
  timeKeyIn,
  timeToMinutes,
  timeZoneOptions,
  zonedToUtcIso,
} from "./zonedTime";

describe("zoned time", () => {
  it("turns a wall time of a zone into UTC", () => {
    expect(zonedToUtcIso("2026-11-24", "10:00", "America/Argentina/Buenos_Aires")).toBe(
      "2026-11-24T13:00:00.000Z",
    );
    expect(zonedToUtcIso("2026-07-01", "09:30", "Europe/Madrid")).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedToUtcIso("2026-01-15", "09:30", "Europe/Madrid")).toBe("2026-01-15T08:30:00.000Z");
    expect(zonedToUtcIso("2026-11-24", "23:59", "UTC")).toBe("2026-11-24T23:59:00.000Z");
  });

  it("moves a time skipped by a DST jump forward", () => {
    // Madrid jumps from 02:00 to 03:00 on 2026-03-29.
    const iso = zonedToUtcIso("2026-03-29", "02:30", "Europe/Madrid");
    expect(iso).not.toBeNull();
    expect(timeKeyIn(new Date(iso!), "Europe/Madrid")).toMatch(/^0[13]:30$/);
  });

  it("refuses malformed input", () => {
    expect(zonedToUtcIso("24/11/2026", "10:00", "UTC")).toBeNull();
    expect(zonedToUtcIso("2026-11-24", "10", "UTC")).toBeNull();
  });

  it("reads the date and time of an instant in a zone", () => {
    const instant = new Date("2026-11-25T02:30:00Z");
    expect(dateKeyIn(instant, "America/Argentina/Buenos_Aires")).toBe("2026-11-24");
    expect(timeKeyIn(instant, "America/Argentina/Buenos_Aires")).toBe("23:30");
    expect(dateKeyIn(instant, "UTC")).toBe("2026-11-25");
  });

  it("steps dates and converts minutes", () => {
    expect(nextDateKey("2026-12-31")).toBe("2027-01-01");
    expect(minutesToTime(540)).toBe("09:00");
    expect(minutesToTime(1440)).toBe("24:00");
    expect(timeToMinutes("13:45")).toBe(825);
    expect(timeToMinutes("25:00")).toBeNull();
    expect(timeToMinutes("")).toBeNull();
  });

  it("lists zones and keeps a saved one the runtime does not know", () => {
    const zones = timeZoneOptions(["Mars/Olympus"]);
    expect(zones[0]).toBe("Mars/Olympus");
    expect(zones).toContain("Europe/Madrid");
  });
});
