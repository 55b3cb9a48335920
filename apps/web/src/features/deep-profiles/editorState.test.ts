import type { DeepProfileContent } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { valuesOf } from "./editorState";

const suggested = {
  salaryExpectation: { amount: 4200, currency: "EUR" as const, period: "month" as const },
  availableFrom: "2027-02-01",
  availabilityNote: "30 horas por semana",
};

describe("valuesOf", () => {
  it("starts a new deep profile from the suggested salary and availability", () => {
    expect(valuesOf(null, "Backend semi senior", suggested)).toMatchObject({
      headline: "Backend semi senior",
      salaryAmount: "4200",
      salaryCurrency: "EUR",
      salaryPeriod: "month",
      availableFrom: "2027-02-01",
      availabilityNote: "30 horas por semana",
    });
  });

  it("keeps what was saved, even a salary left out on purpose", () => {
    const saved: DeepProfileContent = {
      headline: "Saved",
      summary: "",
      strengths: ["Tests"],
      concerns: [],
      experienceNarrative: "",
      interviewHighlights: [],
      assessmentAttemptIds: [],
      salaryExpectation: null,
      availability: { availableFrom: null, note: "" },
    };
    expect(valuesOf(saved, "Fallback", suggested)).toMatchObject({
      headline: "Saved",
      strengths: "Tests",
      salaryAmount: "",
      availableFrom: "",
      availabilityNote: "",
    });
  });
});
