import { describe, expect, it } from "vitest";
import {
  completeness,
  completenessWeights,
  onboardingSteps,
  type ProfileFacts,
} from "./completeness";

const empty: ProfileFacts = {
  firstName: "Ana",
  lastName: "López",
  phone: null,
  locationId: null,
  photoUrl: null,
  bio: "",
  mainStackCode: null,
  englishLevel: null,
  devExperienceMonths: 0,
  counts: {
    skills: 0,
    experiences: 0,
    education: 0,
    platforms: 0,
    preferences: 0,
    availability: 0,
  },
};
const full: ProfileFacts = {
  ...empty,
  phone: "+54 11 5555 0000",
  locationId: "AR-buenos-aires",
  photoUrl: "http://x/p.png",
  bio: "x".repeat(80),
  mainStackCode: "node_react",
  englishLevel: "b2",
  devExperienceMonths: 40,
  counts: {
    skills: 3,
    experiences: 1,
    education: 1,
    platforms: 1,
    preferences: 1,
    availability: 1,
  },
};

describe("completeness", () => {
  it("weights sum to 100", () => {
    expect(Object.values(completenessWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("is 0 for an empty profile, listing the heaviest items first", () => {
    const result = completeness(empty);
    expect(result.score).toBe(0);
    expect(result.missing[0]).toEqual({ item: "professionalDetails", weight: 15 });
  });

  it("is 100 for a full profile", () => {
    expect(completeness(full)).toEqual({ score: 100, missing: [] });
  });

  it("needs a real bio and three skills", () => {
    const result = completeness({ ...full, bio: "short", counts: { ...full.counts, skills: 2 } });
    expect(result.score).toBe(75);
    expect(result.missing.map((m) => m.item).sort()).toEqual(["bio", "skills"]);
  });
});

describe("onboardingSteps", () => {
  it("lists every step for a new profile", () => {
    expect(onboardingSteps(empty).missing).toEqual([
      "personalDetails",
      "professionalDetails",
      "skills",
      "experiences",
      "preferences",
    ]);
  });

  it("accepts no experiences from someone who declared 0 months", () => {
    const f = { ...full, devExperienceMonths: 0, counts: { ...full.counts, experiences: 0 } };
    expect(onboardingSteps(f).missing).toEqual([]);
    expect(onboardingSteps({ ...f, devExperienceMonths: 12 }).missing).toEqual(["experiences"]);
  });
});
