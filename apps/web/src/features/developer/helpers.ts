/**
 * Pure helpers of the developer pages (no React, no zod): onboarding step resolution,
 * money and month formatting, country names and API error paths → form fields.
 */
import type { ErrorEnvelope } from "@encaja/contracts";

export type AppLocale = "es" | "en";

/** The onboarding steps in order (the offer step only when the sign-up came from an offer). */
export const onboardingSteps = [
  "linkedin",
  "personalDetails",
  "professionalDetails",
  "experiences",
  "employmentPreferences",
  "offer",
  "codeAssessment",
  "finished",
] as const;
export type OnboardingStepKey = (typeof onboardingSteps)[number];

export const onboardingPaths: Record<OnboardingStepKey, string> = {
  linkedin: "/onboarding/linkedin",
  personalDetails: "/onboarding/personal-details",
  professionalDetails: "/onboarding/professional-details",
  experiences: "/onboarding/experiences",
  employmentPreferences: "/onboarding/employment-preferences",
  offer: "/onboarding/offer",
  codeAssessment: "/onboarding/code-assessment",
  finished: "/onboarding/finished",
};

/** The steps shown in the stepper. */
export function visibleSteps(hasProject: boolean): OnboardingStepKey[] {
  return onboardingSteps.filter((s) => s !== "offer" || hasProject);
}

/** The step before / after `step` (null at the ends). */
export function neighbourStep(
  step: OnboardingStepKey,
  direction: -1 | 1,
  hasProject: boolean,
): OnboardingStepKey | null {
  const steps = visibleSteps(hasProject);
  const index = steps.indexOf(step);
  if (index < 0) return null;
  return steps[index + direction] ?? null;
}

/** The application confirmation reached from the onboarding's offer step. */
export const appliedFromOnboardingPath = (jobId: string) =>
  `/jobs/${encodeURIComponent(jobId)}/applied?from=onboarding`;

/**
 * Where "continue onboarding" on that confirmation leads: the step after the offer (the offer
 * step exists only for a sign-up from an offer, so `hasProject` is true there).
 */
export const onboardingPathAfterOffer = (): string => {
  const next = neighbourStep("offer", 1, true);
  return next ? onboardingPaths[next] : "/onboarding";
};

/** Steps the browser remembers (the API cannot tell): LinkedIn seen, offer seen, assessment seen. */
export type OnboardingFlags = { linkedin?: boolean; offer?: boolean; codeAssessment?: boolean };

/** The server's required steps (GET /developers/me/onboarding). */
export type ServerOnboarding = {
  onboarding: "pending" | "completed";
  done: string[];
  missing: string[];
};

/**
 * The first step a developer still has to do: the server says which required parts are
 * missing; the browser remembers the optional pages already seen. `null` = all done.
 */
export function resolveOnboardingStep(input: {
  status: ServerOnboarding;
  hasAvailability: boolean;
  hasProject: boolean;
  flags: OnboardingFlags;
}): OnboardingStepKey | null {
  const { status, hasAvailability, hasProject, flags } = input;
  if (status.onboarding === "completed") return null;
  const missing = new Set(status.missing);
  if (!flags.linkedin && status.done.length === 0) return "linkedin";
  if (missing.has("personalDetails")) return "personalDetails";
  if (missing.has("professionalDetails") || missing.has("skills")) return "professionalDetails";
  if (missing.has("experiences")) return "experiences";
  if (missing.has("preferences") || !hasAvailability) return "employmentPreferences";
  if (hasProject && !flags.offer) return "offer";
  if (!flags.codeAssessment) return "codeAssessment";
  return "finished";
}

/**
 * The steps really done (the stepper ticks these, not every step before the current one):
 * required parts from the server, optional pages from the browser's flags.
 */
export function completedOnboardingSteps(input: {
  status: ServerOnboarding;
  hasAvailability: boolean;
  flags: OnboardingFlags;
}): Set<OnboardingStepKey> {
  const { status, hasAvailability, flags } = input;
  const missing = new Set(status.missing);
  const done = new Set<OnboardingStepKey>();
  if (flags.linkedin) done.add("linkedin");
  if (!missing.has("personalDetails")) done.add("personalDetails");
  if (!missing.has("professionalDetails") && !missing.has("skills")) {
    done.add("professionalDetails");
  }
  if (!missing.has("experiences")) done.add("experiences");
  if (!missing.has("preferences") && hasAvailability) done.add("employmentPreferences");
  if (flags.offer) done.add("offer");
  if (flags.codeAssessment) done.add("codeAssessment");
  if (status.onboarding === "completed") {
    for (const step of onboardingSteps) done.add(step);
  }
  return done;
}

/** Where each server onboarding step is fixed. */
export const missingStepPaths: Record<string, string> = {
  personalDetails: onboardingPaths.personalDetails,
  professionalDetails: onboardingPaths.professionalDetails,
  skills: onboardingPaths.professionalDetails,
  experiences: onboardingPaths.experiences,
  preferences: onboardingPaths.employmentPreferences,
};

/** Where each completeness item is fixed (the settings or profile pages). */
export const completenessPaths: Record<string, string> = {
  photo: "/settings/personal-information",
  personalDetails: "/settings/personal-information",
  professionalDetails: "/settings/professional-information",
  bio: "/settings/professional-information",
  skills: "/settings/professional-information",
  experiences: "/dashboard/profile#experiences",
  education: "/dashboard/profile#education",
  preferences: "/settings/employment-preferences",
  availability: "/settings/work-availability",
  platforms: "/dashboard/profile#links",
};

/** The missing item worth the most (the API sorts by weight; we do not rely on it). */
export function heaviestMissing<T extends { weight: number }>(missing: T[]): T | null {
  return missing.reduce<T | null>((best, m) => (!best || m.weight > best.weight ? m : best), null);
}

const intlLocale = (locale: AppLocale) => (locale === "es" ? "es-ES" : "en-US");

/** An amount of money in a currency, without decimals: "US$3.000" / "$3,000". */
export function formatMoney(amount: number, currency: string, locale: AppLocale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency,
      currencyDisplay: "code",
      maximumFractionDigits: 0,
      // Spanish leaves 4-digit amounts ungrouped by default ("3500"); salaries read better grouped.
      useGrouping: "always",
    } as Intl.NumberFormatOptions).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** Parses what a person types as an amount ("3.500", "3,500", "3500") into an integer. */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[\s.,'’_]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** "2024-03" → "mar 2024" / "Mar 2024". */
export function formatMonth(month: string | null | undefined, locale: AppLocale): string {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return "";
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** "2026-05-04" → "4 may 2026" / "May 4, 2026". */
export function formatDate(date: string | null | undefined, locale: AppLocale): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A country's name in the locale (Intl.DisplayNames), the code if unknown. */
export function countryName(code: string, locale: AppLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Countries sorted by their name in the locale. */
export function sortedCountries(codes: readonly string[], locale: AppLocale) {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Total months ↔ years + months. */
export function splitMonths(total: number): { years: number; months: number } {
  const safe = Math.max(0, Math.trunc(total));
  return { years: Math.floor(safe / 12), months: safe % 12 };
}
export function joinMonths(years: number, months: number): number {
  return Math.max(0, Math.trunc(years)) * 12 + Math.max(0, Math.trunc(months));
}

/**
 * The validation errors of an API answer mapped to form fields: `paths` maps an error path
 * without its "body." prefix (e.g. "salary.amount") to a field; unmapped errors are left out.
 */
export function serverFieldErrors(
  envelope: ErrorEnvelope | undefined,
  paths: Record<string, string>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of envelope?.errors ?? []) {
    const path = item.path.replace(/^body\.?/, "");
    const key = Object.keys(paths)
      .sort((a, b) => b.length - a.length)
      .find((p) => path === p || path.startsWith(`${p}.`));
    const field = key ? paths[key] : undefined;
    if (field && !found[field]) found[field] = item.message;
  }
  return found;
}

/** "YYYY-MM" of a date (UTC). */
export const monthOf = (date = new Date()) => date.toISOString().slice(0, 7);
