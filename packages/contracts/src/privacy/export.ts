import { z } from "zod";

/**
 * The sections of a personal-data export (`GET /users/me/export`). Each is a list of
 * plain records (one per row the person owns or is the subject of); a section a role cannot
 * have is an empty list. `packages/db/src/privacy.ts` says which table feeds which section.
 */
export const personalDataSections = [
  "account",
  "signInMethods",
  "sessions",
  "passwordResets",
  "emailVerifications",
  "emails",
  "invitations",
  "auditTrail",
  "loginFailures",
  "rateLimits",
  "staffProfile",
  "offerAssignments",
  "interviewerAvailability",
  "company",
  "companyMembership",
  "budgetResponses",
  "developerProfile",
  "profileClaims",
  "skills",
  "platformLinks",
  "experiences",
  "education",
  "preferences",
  "availability",
  "selfIdentification",
  "assessmentAttempts",
  "searchProfile",
  "candidacies",
  "candidacyHistory",
  "screeningInterviews",
  "interviews",
  "verifiedSkills",
  "verifiedEnglish",
  "deepProfile",
  "presentations",
  "sharedFeedback",
  "chat",
  "chatMessages",
  "chatAttachments",
  "chatReads",
  "notifications",
  "notificationSettings",
] as const;
export const PersonalDataSection = z.enum(personalDataSections);
export type PersonalDataSection = z.infer<typeof PersonalDataSection>;

/** One exported row: column names in camelCase, dates as ISO strings. */
export const PersonalDataRecord = z.record(z.string(), z.unknown());
export type PersonalDataRecord = z.infer<typeof PersonalDataRecord>;

/** The whole export: every section is present, possibly empty. */
export const PersonalDataExport = z.object({
  format: z.literal("encaja-personal-data/1"),
  exportedAt: z.iso.datetime(),
  userId: z.uuid(),
  role: z.string(),
  sections: z.record(PersonalDataSection, z.array(PersonalDataRecord)),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
