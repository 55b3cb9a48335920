import type { DeveloperInterview } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { canChange, splitInterviews, upcomingHardInterview } from "./schedule";

const now = new Date("2026-12-01T12:00:00.000Z");
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

const interview = (id: string, startsInHours: number, extra: Partial<DeveloperInterview> = {}) =>
  ({
    id,
    type: "hard",
    status: "scheduled",
    interviewerName: "Inés",
    offerTitle: null,
    scheduledAt: hoursFromNow(startsInHours),
    durationMinutes: 60,
    meetingUrl: null,
    result: null,
    englishLevel: null,
    changeableUntil: hoursFromNow(startsInHours - 24),
    ...extra,
  }) satisfies DeveloperInterview;

describe("the developer's interviews", () => {
  it("splits upcoming (soonest first) from past (latest first)", () => {
    const items = [
      interview("later", 72),
      interview("done", -48, { status: "completed", result: "approved" }),
      interview("soon", 30),
      interview("cancelled", 40, { status: "cancelled" }),
      interview("held", -2),
      interview("running", -0.5),
    ];
    const { upcoming, past } = splitInterviews(items, now);
    expect(upcoming.map((i) => i.id)).toEqual(["running", "soon", "later"]);
    expect(past.map((i) => i.id)).toEqual(["cancelled", "held", "done"]);
  });

  it("allows changes until the deadline, only while scheduled", () => {
    expect(canChange(interview("a", 48), now)).toBe(true);
    expect(canChange(interview("b", 24), now)).toBe(true);
    expect(canChange(interview("c", 23), now)).toBe(false);
    expect(canChange(interview("d", 48, { status: "cancelled" }), now)).toBe(false);
  });

  it("finds the upcoming technical interview, not a soft one or a past one", () => {
    expect(upcomingHardInterview([interview("s", 30, { type: "soft" })], now)).toBeNull();
    expect(upcomingHardInterview([interview("p", -3)], now)).toBeNull();
    expect(
      upcomingHardInterview([interview("s", 30, { type: "soft" }), interview("h", 50)], now)?.id,
    ).toBe("h");
  });
});
