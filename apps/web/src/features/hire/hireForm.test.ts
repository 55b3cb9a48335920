import { CreateHireDraftRequest } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { emptyHireForm, fieldOfHirePath, hirePayload, localToday } from "./hireForm";

describe("hirePayload", () => {
  it("turns a filled form into a valid request body", () => {
    const today = localToday();
    const body = hirePayload(
      {
        ...emptyHireForm(today),
        techRole: "backend",
        seniorities: ["senior"],
        budgetMin: "3.000",
        budgetMax: "4500",
      },
      "es",
    );
    expect(body.budget).toEqual({ min: 3000, max: 4500, currency: "USD", period: "month" });
    expect(CreateHireDraftRequest.safeParse(body).success).toBe(true);
  });

  it("keeps a negative amount negative so the schema refuses it", () => {
    const body = hirePayload({ ...emptyHireForm(localToday()), budgetMin: "-5" }, "en");
    expect(body.budget.min).toBe(-5);
  });
});

describe("fieldOfHirePath", () => {
  it("maps API paths to form fields", () => {
    expect(fieldOfHirePath("body.budget.max")).toBe("budget");
    expect(fieldOfHirePath("body.skills.0.skillId")).toBe("skills");
    expect(fieldOfHirePath("startDate")).toBe("startDate");
    expect(fieldOfHirePath("body.unknown")).toBeNull();
  });
});
