import type { InterviewSummary } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { groupWorkspace } from "./workspace";

const at = (id: string, scheduledAt: string, status: InterviewSummary["status"] = "scheduled") =>
  ({ id, scheduledAt, status }) as InterviewSummary;

describe("groupWorkspace", () => {
  it("splits scheduled interviews into waiting, today and upcoming in the viewer's zone", () => {
    const now = new Date("2026-11-24T15:00:00Z"); // 12:00 in Buenos Aires
    const groups = groupWorkspace(
      [
        at("later", "2026-11-30T12:00:00Z"),
        at("tonight", "2026-11-25T02:00:00Z"), // 23:00 local, still today
        at("past", "2026-11-24T13:00:00Z"),
        at("done", "2026-11-20T13:00:00Z", "completed"),
        at("tomorrow", "2026-11-25T04:00:00Z"), // 01:00 local tomorrow
        at("soon", "2026-11-24T16:00:00Z"),
      ],
      now,
      "America/Argentina/Buenos_Aires",
    );
    expect(groups.waiting.map((i) => i.id)).toEqual(["past"]);
    expect(groups.today.map((i) => i.id)).toEqual(["soon", "tonight"]);
    expect(groups.upcoming.map((i) => i.id)).toEqual(["tomorrow", "later"]);
  });
});
