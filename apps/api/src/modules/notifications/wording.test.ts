import { describe, expect, it } from "vitest";
import { notificationSummary } from "./wording";

describe("notificationSummary", () => {
  it("names the interview's type, so two interviews with one person read apart", () => {
    const params = { withName: "Inés", interviewType: "hard" };
    expect(notificationSummary("es", "interview.scheduled", params)).toBe(
      "Entrevista técnica programada con Inés",
    );
    expect(notificationSummary("en", "interview.rescheduled", params)).toBe(
      "Technical interview with Inés rescheduled",
    );
    expect(
      notificationSummary("es", "interview.cancelled", { withName: "Inés", interviewType: "soft" }),
    ).toBe("Entrevista personal con Inés cancelada");
    expect(notificationSummary("en", "interview.scheduled", { withName: "Inés" })).toBe(
      "Interview scheduled with Inés",
    );
  });
});
