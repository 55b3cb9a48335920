import type { InterviewSlot } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { groupSlotsByDay, slotKey } from "./slots";

const slot = (startsAt: string, interviewerName = "Inés"): InterviewSlot => ({
  interviewerUserId: interviewerName === "Inés" ? "u-ines" : "u-other",
  interviewerName,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  localStart: startsAt.slice(0, 16),
  timeZone: "UTC",
});

describe("groupSlotsByDay", () => {
  it("groups by the local day, days and slots in time order", () => {
    const slots = [
      slot("2026-12-02T13:00:00.000Z"),
      slot("2026-12-01T23:00:00.000Z"),
      slot("2026-12-01T12:00:00.000Z", "Zoe"),
      slot("2026-12-01T12:00:00.000Z"),
    ];
    const days = groupSlotsByDay(slots, "Europe/Madrid", "en");
    expect(days.map((d) => d.key)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(days[0]?.heading).toBe("Tuesday, December 1");
    expect(days[0]?.choices.map((c) => [c.slot.interviewerName, c.time])).toEqual([
      ["Inés", expect.stringMatching(/^1:00\sPM$/)],
      ["Zoe", expect.stringMatching(/^1:00\sPM$/)],
    ]);
    // 23:00 UTC is midnight in Madrid: the next day.
    expect(days[1]?.choices.map((c) => c.time)).toEqual([
      expect.stringMatching(/^12:00\sAM$/),
      expect.stringMatching(/^2:00\sPM$/),
    ]);
    expect(days[1]?.choices.map((c) => c.slot.startsAt)).toEqual([
      "2026-12-01T23:00:00.000Z",
      "2026-12-02T13:00:00.000Z",
    ]);
  });

  it("writes headings in Spanish and keys one interviewer at one start", () => {
    const [day] = groupSlotsByDay([slot("2026-12-01T12:00:00.000Z")], "UTC", "es");
    expect(day?.heading).toBe("martes, 1 de diciembre");
    expect(day?.choices[0]?.time).toBe("12:00");
    expect(day?.choices[0]?.key).toBe(
      slotKey({ interviewerUserId: "u-ines", startsAt: "2026-12-01T12:00:00.000Z" }),
    );
  });

  it("has no days without slots", () => {
    expect(groupSlotsByDay([], "UTC", "es")).toEqual([]);
  });
});
