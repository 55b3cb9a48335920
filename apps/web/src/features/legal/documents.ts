import type { MessageLookup } from "../marketing/messageLookup";
import type { LegalSection } from "./LegalPage";

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

/** Each legal document's message namespace and its sections, in order. */
export const legalDocuments = { Privacy: privacySections, Terms: termsSections } as const;

export type LegalDocument = keyof typeof legalDocuments;

/** A document's sections with their texts (`sections.<key>.title` and `.body`). */
export function legalSections(document: LegalDocument, text: MessageLookup): LegalSection[] {
  return legalDocuments[document].map((key) => ({
    id: sectionId(key),
    title: text(`sections.${key}.title`),
    body: text(`sections.${key}.body`),
  }));
}
