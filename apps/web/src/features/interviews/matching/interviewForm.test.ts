import type { MatchingInterview } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { formOf, interviewBody } from "./interviewForm";
import { fromLocalInput, toLocalInput } from "./localTime";

const interview: MatchingInterview = {
  id: "00000000-0000-4000-8000-000000000001",
  candidateId: "00000000-0000-4000-8000-000000000002",
  offerId: "00000000-0000-4000-8000-000000000003",
  developerId: "00000000-0000-4000-8000-000000000004",
  developer: { id: "00000000-0000-4000-8000-000000000004", firstName: "Ana", lastName: "Pérez" },
  offer: { id: "00000000-0000-4000-8000-000000000003", title: "Senior React developer" },
  interviewer: { userId: "00000000-0000-4000-8000-000000000005", name: "Marta" },
  scheduledAt: "2020-01-01T15:00:00.000Z",
  state: "scheduled",
  notes: "",
  confirmedSalary: null,
  confirmedAvailability: null,
  englishCheck: "pending",
  recommendation: null,
  candidateStatus: "matching_interview_scheduled",
  finishedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("interviewBody", () => {
  it("sends empty optional answers as null", () => {
    expect(interviewBody(formOf(interview), interview)).toEqual({
      body: {
        notes: "",
        confirmedSalary: null,
        confirmedAvailability: null,
        englishCheck: "pending",
        recommendation: null,
        state: "scheduled",
      },
    });
  });

  it("sends the confirmed salary and availability as numbers", () => {
    const form = {
      ...formOf(interview),
      salaryAmount: "4200",
      availableFrom: "2026-12-01",
      hoursPerWeek: "40",
      recommendation: "advance" as const,
      state: "finished" as const,
    };
    const result = interviewBody(form, interview);
    expect(result).toMatchObject({
      body: {
        confirmedSalary: { amount: 4200, currency: "USD", period: "month" },
        confirmedAvailability: { availableFrom: "2026-12-01", hoursPerWeek: 40 },
        recommendation: "advance",
        state: "finished",
      },
    });
  });

  it("names what cannot be sent", () => {
    const body = (changes: Partial<ReturnType<typeof formOf>>) =>
      interviewBody({ ...formOf(interview), ...changes }, interview);
    expect(body({ salaryAmount: "a lot" })).toEqual({ problems: ["salary"] });
    expect(body({ hoursPerWeek: "40" })).toEqual({ problems: ["availability"] });
    expect(body({ availableFrom: "2026-12-01", hoursPerWeek: "200" })).toEqual({
      problems: ["hours"],
    });
  });

  it("finishing needs a recommendation, and rejecting needs notes", () => {
    const body = (changes: Partial<ReturnType<typeof formOf>>) =>
      interviewBody({ ...formOf(interview), state: "finished", ...changes }, interview);
    expect(body({})).toEqual({ problems: ["recommendation"] });
    expect(body({ recommendation: "reject", notes: "  " })).toEqual({
      problems: ["rejectNotes"],
    });
    expect(body({ recommendation: "reject", notes: "No encaja" })).toMatchObject({
      body: { state: "finished", recommendation: "reject", notes: "No encaja" },
    });
    expect(body({ recommendation: "hold" })).toMatchObject({ body: { recommendation: "hold" } });
  });

  it("sends a new time or interviewer only when changed, and never a time in the past", () => {
    const unchanged = interviewBody(formOf(interview), interview);
    expect(unchanged).not.toHaveProperty("body.scheduledAt");
    expect(unchanged).not.toHaveProperty("body.interviewerUserId");
    const future = new Date(Date.now() + 86_400_000);
    future.setSeconds(0, 0);
    const other = "00000000-0000-4000-8000-000000000009";
    const form = {
      ...formOf(interview),
      scheduledAt: toLocalInput(future.toISOString()),
      interviewerUserId: other,
    };
    expect(interviewBody(form, interview)).toMatchObject({
      body: { scheduledAt: future.toISOString(), interviewerUserId: other },
    });
    expect(
      interviewBody({ ...formOf(interview), scheduledAt: "2021-05-05T10:00" }, interview),
    ).toEqual({ problems: ["scheduledAt"] });
    expect(interviewBody({ ...formOf(interview), scheduledAt: "" }, interview)).toEqual({
      problems: ["scheduledAt"],
    });
  });
});

describe("finishing an interview whose time has not come", () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setSeconds(0, 0);
  const ahead = { ...interview, scheduledAt: tomorrow.toISOString() };
  const finishing = {
    ...formOf(ahead),
    state: "finished" as const,
    recommendation: "advance" as const,
  };

  it("is refused while the time is ahead", () => {
    expect(interviewBody(finishing, ahead)).toEqual({ problems: ["notYetHeld"] });
  });

  it("sends the past time it took place instead", () => {
    const tookPlace = "2021-05-05T10:00";
    expect(interviewBody({ ...finishing, scheduledAt: tookPlace }, ahead)).toMatchObject({
      body: { scheduledAt: fromLocalInput(tookPlace), state: "finished" },
    });
  });
});

describe("datetime-local values", () => {
  it("round-trip an instant through the viewer's zone", () => {
    const iso = "2026-12-01T15:30:00.000Z";
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("mañana")).toBeNull();
  });
});
