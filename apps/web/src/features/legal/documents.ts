/** The date both legal documents were last revised (shown to users). */
export const LEGAL_UPDATED = new Date("2026-11-01T00:00:00Z");

export const privacySections = [
  "controller",
  "data",
  "purposes",
  "legalBasis",
  "sharing",
  "transfers",
  "retention",
  "deletion",
  "rights",
  "cookies",
  "security",
  "minors",
  "changes",
] as const;

export const termsSections = [
  "service",
  "accounts",
  "developers",
  "companies",
  "fees",
  "conduct",
  "content",
  "confidentiality",
  "liability",
  "termination",
  "law",
  "changes",
  "contact",
] as const;

/** `legalBasis` → `legal-basis`, for fragment links. */
export function sectionId(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
