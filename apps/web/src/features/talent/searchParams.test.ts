import { describe, expect, it } from "vitest";
import {
  filterProblems,
  setSkillLevel,
  setValue,
  skillFilters,
  talentQuery,
  toggleSkill,
  toggleValue,
} from "./searchParams";

const skill = "6f1d3c6e-9a3b-4c1e-8f2a-1b2c3d4e5f60";
const other = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("talentQuery", () => {
  it("keeps only the API's keys, trimmed, without empty values or the cursor", () => {
    const query = talentQuery(
      new URLSearchParams("q=+react+&seniority=senior&cursor=abc&utm=x&country=&salaryMax=3000"),
    );
    expect(query.toString()).toBe("q=react&seniority=senior&salaryMax=3000");
  });

  it("joins repeated params into one list", () => {
    expect(
      talentQuery(new URLSearchParams("modality=remote&modality=hybrid")).get("modality"),
    ).toBe("remote,hybrid");
  });
});

describe("filters in the URL", () => {
  it("toggles list values on and off", () => {
    const on = toggleValue(new URLSearchParams("seniority=junior"), "seniority", "senior");
    expect(on.get("seniority")).toBe("junior,senior");
    const off = toggleValue(toggleValue(on, "seniority", "junior"), "seniority", "senior");
    expect(off.has("seniority")).toBe(false);
  });

  it("sets and clears single values", () => {
    const set = setValue(new URLSearchParams(), "salaryMax", " 4000 ");
    expect(set.get("salaryMax")).toBe("4000");
    expect(setValue(set, "salaryMax", "").has("salaryMax")).toBe(false);
  });

  it("writes skills as <id>:<minLevel>, a bare id for any level", () => {
    let query = toggleSkill(new URLSearchParams(), skill);
    expect(query.get("skills")).toBe(skill);
    query = setSkillLevel(toggleSkill(query, other), skill, "high_use");
    expect(query.get("skills")).toBe(`${skill}:high_use,${other}`);
    expect(skillFilters(query)).toEqual([
      { skillId: skill, minLevel: "high_use" },
      { skillId: other, minLevel: null },
    ]);
    expect(toggleSkill(query, skill).get("skills")).toBe(other);
  });
});

describe("filterProblems", () => {
  it("accepts sensible filters", () => {
    expect(
      filterProblems(
        new URLSearchParams(`salaryMax=5000&availableBy=2026-12-01&skills=${skill}:low_use`),
      ),
    ).toEqual([]);
  });

  it("names absurd ones", () => {
    expect(filterProblems(new URLSearchParams("salaryMax=-5"))).toEqual(["salaryMax"]);
    expect(filterProblems(new URLSearchParams("salaryMax=999999999"))).toEqual(["salaryMax"]);
    expect(filterProblems(new URLSearchParams("availableBy=2026-02-31"))).toEqual(["availableBy"]);
    expect(filterProblems(new URLSearchParams("skills=react"))).toEqual(["skills"]);
  });
});

describe("devSearchHref", () => {
  it("keeps the query when /devsearch redirects", async () => {
    const { devSearchHref } = await import("./redirect");
    expect(devSearchHref({})).toBe("/dev-search");
    expect(devSearchHref({ seniority: "senior", modality: ["remote", "hybrid"] })).toBe(
      "/dev-search?seniority=senior&modality=remote&modality=hybrid",
    );
  });
});
