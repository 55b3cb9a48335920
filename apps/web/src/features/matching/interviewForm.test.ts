import type { MatchingInterview } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { formOf, interviewBody } from "./interviewForm";

const interview: MatchingInterview = {
  id: "00000000-0000-4000-8000-000000000001",
  candidateId: "00000000-0000-4000-8000-000000000002",
  offerId: "00000000-0000-4000-8000-000000000003",
  developerId: "00000000-0000-4000-8000-000000000004",
  developer: { id: "00000000-0000-4000-8000-000000000004", firstName: "Ana", lastName: "Pérez" },
  offer: { id: "00000000-0000-4000-8000-000000000003", title: "Senior React developer" },
  interviewer: null,
  scheduledAt: null,
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
    expect(interviewBody(formOf(interview))).toEqual({
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
    const result = interviewBody(form);
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
    expect(interviewBody({ ...formOf(interview), salaryAmount: "a lot" })).toEqual({
      problems: ["salary"],
    });
    expect(interviewBody({ ...formOf(interview), hoursPerWeek: "40" })).toEqual({
      problems: ["availability"],
    });
    expect(
      interviewBody({ ...formOf(interview), availableFrom: "2026-12-01", hoursPerWeek: "200" }),
    ).toEqual({ problems: ["hours"] });
  });
});
