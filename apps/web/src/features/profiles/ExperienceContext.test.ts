import { describe, expect, it } from "vitest";
import { workingHoursText, zoneName } from "@/lib/format/workingDay";
import { experienceContext } from "./ExperienceContext";

describe("an experience's context in words", () => {
  it("names the stated industry, size and kind of project in the page's language", () => {
    const stated = {
      industry: "fintech",
      companySize: "51-200",
      projectType: "migration",
    } as const;
    expect(experienceContext(stated, "es")).toBe("Fintech · 51–200 personas · Migración");
    expect(experienceContext(stated, "en")).toBe("Fintech · 51–200 people · Migration");
    expect(experienceContext({ companySize: "1001+" }, "en")).toBe("Over 1000 people");
  });

  it("says nothing when nothing is stated", () => {
    expect(experienceContext({ industry: null, companySize: null, projectType: null }, "es")).toBe(
      null,
    );
  });
});

describe("the working day in words", () => {
  it("shows the stated hours, or the default day", () => {
    expect(workingHoursText({ start: "08:30", end: "17:00" })).toBe("08:30–17:00");
    expect(workingHoursText(null)).toBe("09:00–18:00");
    expect(zoneName("America/Mexico_City")).toBe("America/Mexico City");
  });
});
