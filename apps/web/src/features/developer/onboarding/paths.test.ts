import type { OnboardingStatus, OnboardingStep } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import {
  appliedFromOnboardingPath,
  completedOnboardingSteps,
  neighbourStep,
  onboardingPathAfterOffer,
  onboardingPaths,
  resolveOnboardingStep,
  visibleSteps,
} from "./paths";

const all: OnboardingStep[] = [
  "personalDetails",
  "professionalDetails",
  "skills",
  "experiences",
  "preferences",
];
const status = (
  missing: OnboardingStep[],
  onboarding: "pending" | "completed" = "pending",
): OnboardingStatus => ({ onboarding, missing, done: all.filter((s) => !missing.includes(s)) });

describe("resolveOnboardingStep", () => {
  const base = { hasAvailability: false, hasProject: false, flags: {} };

  it("starts a brand-new developer with LinkedIn, then personal details once skipped", () => {
    expect(resolveOnboardingStep({ ...base, status: status(all) })).toBe("linkedin");
    expect(resolveOnboardingStep({ ...base, status: status(all), flags: { linkedin: true } })).toBe(
      "personalDetails",
    );
  });

  it("skips LinkedIn when something was already saved on another device", () => {
    expect(
      resolveOnboardingStep({ ...base, status: status(all.filter((s) => s !== "skills")) }),
    ).toBe("personalDetails");
  });

  it("follows the required steps in order", () => {
    const flags = { linkedin: true };
    expect(
      resolveOnboardingStep({
        ...base,
        flags,
        status: status(["skills", "experiences", "preferences"]),
      }),
    ).toBe("professionalDetails");
    expect(
      resolveOnboardingStep({ ...base, flags, status: status(["experiences", "preferences"]) }),
    ).toBe("experiences");
    expect(resolveOnboardingStep({ ...base, flags, status: status(["preferences"]) })).toBe(
      "employmentPreferences",
    );
  });

  it("asks for availability with the preferences", () => {
    expect(resolveOnboardingStep({ ...base, status: status([]) })).toBe("employmentPreferences");
  });

  it("shows the offer only with a project, then the assessment, then finishes", () => {
    const done = { status: status([]), hasAvailability: true };
    expect(resolveOnboardingStep({ ...done, hasProject: true, flags: {} })).toBe("offer");
    expect(resolveOnboardingStep({ ...done, hasProject: false, flags: {} })).toBe("codeAssessment");
    expect(
      resolveOnboardingStep({
        ...done,
        hasProject: true,
        flags: { offer: true, codeAssessment: true },
      }),
    ).toBe("finished");
  });

  it("returns null once the onboarding is completed", () => {
    expect(resolveOnboardingStep({ ...base, status: status([], "completed") })).toBeNull();
  });
});

describe("steps", () => {
  it("hides the offer step without a project", () => {
    expect(visibleSteps(false)).not.toContain("offer");
    expect(visibleSteps(true)).toContain("offer");
    expect(neighbourStep("employmentPreferences", 1, false)).toBe("codeAssessment");
    expect(neighbourStep("employmentPreferences", 1, true)).toBe("offer");
    expect(neighbourStep("linkedin", -1, false)).toBeNull();
  });
});

describe("applying from the onboarding's offer step", () => {
  it("confirms on the job's applied page, marked as coming from the onboarding", () => {
    expect(appliedFromOnboardingPath("5f0c1c9e-0000-4000-8000-000000000001")).toBe(
      "/jobs/5f0c1c9e-0000-4000-8000-000000000001/applied?from=onboarding",
    );
  });

  it("continues the onboarding at the step after the offer (the code assessment)", () => {
    expect(onboardingPathAfterOffer()).toBe("/onboarding/code-assessment");
    expect(onboardingPathAfterOffer()).toBe(
      onboardingPaths[neighbourStep("offer", 1, true) ?? "finished"],
    );
  });
});

describe("completedOnboardingSteps (the stepper's ticks)", () => {
  it("ticks nothing for a new developer, whatever step page is open", () => {
    const done = completedOnboardingSteps({
      status: status(all),
      hasAvailability: false,
      flags: {},
    });
    expect([...done]).toEqual([]);
  });

  it("ticks the steps really done, not the ones before the current one", () => {
    const done = completedOnboardingSteps({
      status: status(["experiences", "preferences"]),
      hasAvailability: true,
      flags: { offer: true },
    });
    expect([...done].sort()).toEqual(["offer", "personalDetails", "professionalDetails"]);
    const withPrefs = completedOnboardingSteps({
      status: status(["skills"]),
      hasAvailability: true,
      flags: { linkedin: true },
    });
    expect([...withPrefs].sort()).toEqual([
      "employmentPreferences",
      "experiences",
      "linkedin",
      "personalDetails",
    ]);
  });

  it("ticks every step once the onboarding is completed", () => {
    const done = completedOnboardingSteps({
      status: status([], "completed"),
      hasAvailability: true,
      flags: {},
    });
    expect(done.size).toBe(8);
  });
});
