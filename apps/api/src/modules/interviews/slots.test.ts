import { isoWeekday, localDateTime, zonedInstant } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { bookableSlots } from "./slots";

const window = (weekday: number, startMinute: number, endMinute: number, timeZone: string) => ({
  id: "w",
  interviewerUserId: "i1",
  weekday,
  startMinute,
  endMinute,
  timeZone,
});

describe("time zones", () => {
  it("finds the instant of a zone's wall time, across offsets and DST", () => {
    expect(
      zonedInstant(
        { year: 2026, month: 12, day: 1 },
        9 * 60,
        "America/Argentina/Buenos_Aires",
      ).toISOString(),
    ).toBe("2026-12-01T12:00:00.000Z");
    expect(
      zonedInstant({ year: 2026, month: 7, day: 1 }, 9 * 60, "Europe/Madrid").toISOString(),
    ).toBe("2026-07-01T07:00:00.000Z");
    expect(
      zonedInstant({ year: 2026, month: 12, day: 1 }, 9 * 60, "Europe/Madrid").toISOString(),
    ).toBe("2026-12-01T08:00:00.000Z");
    expect(localDateTime(new Date("2026-12-01T12:00:00Z"), "America/Mexico_City")).toBe(
      "2026-12-01T06:00",
    );
    expect(isoWeekday({ year: 2026, month: 11, day: 30 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 11, day: 29 })).toBe(7);
  });
});

describe("bookable slots", () => {
  it("cuts the week's windows into slots in the interviewer's zone, minus busy time", () => {
    const slots = bookableSlots({
      // Mondays 9:00–12:00 in Madrid (UTC+1 in December): 8:00, 9:00, 10:00 UTC.
      windows: [window(1, 9 * 60, 12 * 60, "Europe/Madrid")],
      busy: [
        {
          interviewerUserId: "i1",
          scheduledAt: new Date("2026-11-30T09:30:00Z"),
          durationMinutes: 30,
        },
      ],
      from: new Date("2026-11-29T00:00:00Z"),
      to: new Date("2026-12-08T00:00:00Z"),
      durationMinutes: 60,
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      "2026-11-30T08:00:00.000Z",
      "2026-11-30T10:00:00.000Z",
      "2026-12-07T08:00:00.000Z",
      "2026-12-07T09:00:00.000Z",
      "2026-12-07T10:00:00.000Z",
    ]);
  });
});
