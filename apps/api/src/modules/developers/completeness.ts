import type { Completeness, CompletenessItem, OnboardingStep } from "@encaja/contracts";

export interface ProfileFacts {
  firstName: string;
  lastName: string;
  phone: string | null;
  locationId: string | null;
  photoUrl: string | null;
  bio: string;
  mainStackCode: string | null;
  englishLevel: string | null;
  devExperienceMonths: number;
  counts: {
    skills: number;
    experiences: number;
    education: number;
    platforms: number;
    preferences: number;
    availability: number;
  };
}

/** What each part of a profile is worth (sums to 100); matchers rank on these. */
export const completenessWeights: Record<CompletenessItem, number> = {
  photo: 10,
  personalDetails: 10,
  professionalDetails: 15,
  bio: 10,
  skills: 15,
  experiences: 15,
  education: 5,
  preferences: 10,
  availability: 5,
  platforms: 5,
};

export const MIN_BIO_LENGTH = 80;
export const MIN_SKILLS_FOR_COMPLETE = 3;

const personalDone = (f: ProfileFacts) => Boolean(f.firstName && f.lastName && f.locationId);
const professionalDone = (f: ProfileFacts) => Boolean(f.mainStackCode && f.englishLevel);

function itemDone(item: CompletenessItem, f: ProfileFacts): boolean {
  switch (item) {
    case "photo":
      return f.photoUrl !== null;
    case "personalDetails":
      return personalDone(f) && f.phone !== null;
    case "professionalDetails":
      return professionalDone(f);
    case "bio":
      return f.bio.trim().length >= MIN_BIO_LENGTH;
    case "skills":
      return f.counts.skills >= MIN_SKILLS_FOR_COMPLETE;
    case "experiences":
      return f.counts.experiences > 0;
    case "education":
      return f.counts.education > 0;
    case "preferences":
      return f.counts.preferences > 0;
    case "availability":
      return f.counts.availability > 0;
    case "platforms":
      return f.counts.platforms > 0;
  }
}

export function completeness(f: ProfileFacts): Completeness {
  const items = Object.keys(completenessWeights) as CompletenessItem[];
  const missing = items
    .filter((item) => !itemDone(item, f))
    .map((item) => ({ item, weight: completenessWeights[item] }))
    .sort((a, b) => b.weight - a.weight);
  const score = 100 - missing.reduce((sum, m) => sum + m.weight, 0);
  return { score, missing };
}

/**
 * The onboarding steps that must be done before onboarding completes. Someone with no
 * professional experience yet declares 0 months in the professional step instead.
 */
export function onboardingSteps(f: ProfileFacts): {
  done: OnboardingStep[];
  missing: OnboardingStep[];
} {
  const checks: Record<OnboardingStep, boolean> = {
    personalDetails: personalDone(f),
    professionalDetails: professionalDone(f),
    skills: f.counts.skills > 0,
    experiences: f.counts.experiences > 0 || (professionalDone(f) && f.devExperienceMonths === 0),
    preferences: f.counts.preferences > 0,
  };
  const steps = Object.keys(checks) as OnboardingStep[];
  return { done: steps.filter((s) => checks[s]), missing: steps.filter((s) => !checks[s]) };
}
