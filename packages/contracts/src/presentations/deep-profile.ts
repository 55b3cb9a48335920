import { z } from "zod";
import { DateOnly, Salary } from "../developers/profile";
import { EnglishLevel, Seniority } from "../enums";
import { InterviewResult, InterviewType } from "../interviews/interview";
import { ScoreKind } from "../interviews/scorecard";
import { CompanySize, Industry } from "../matching/context";

const line = z.string().trim().min(1).max(300);
/** An assessment's title in both languages (the bank names each one so). */
const BilingualTitle = z.object({ es: z.string(), en: z.string() });

/** A completed interview the matcher shows, with the scorecard rows they chose to quote. */
export const InterviewHighlightInput = z.strictObject({
  interviewId: z.uuid(),
  /** Scorecard rows quoted, as `${kind}:${key}` (e.g. "skill:react"); empty = the result only. */
  rows: z.array(z.string().min(3).max(80)).max(30).default([]),
  comment: z.string().max(2_000).default(""),
});
export type InterviewHighlightInput = z.infer<typeof InterviewHighlightInput>;

/** PUT /developers/{professionalId}/deep-profile: what the matcher writes. */
export const DeepProfileInput = z.strictObject({
  /** One line a customer reads first ("Senior React engineer, fintech, 7 years"). */
  headline: z.string().trim().min(1).max(140),
  summary: z.string().max(5_000).default(""),
  strengths: z.array(line).max(10).default([]),
  concerns: z.array(line).max(10).default([]),
  experienceNarrative: z.string().max(10_000).default(""),
  interviewHighlights: z.array(InterviewHighlightInput).max(10).default([]),
  /** Assessment attempts (finished) whose results are shown. */
  assessmentAttemptIds: z.array(z.uuid()).max(10).default([]),
  salaryExpectation: Salary.nullable().default(null),
  availability: z
    .strictObject({ availableFrom: DateOnly.nullable(), note: z.string().max(500).default("") })
    .default({ availableFrom: null, note: "" }),
});
export type DeepProfileInput = z.infer<typeof DeepProfileInput>;
/** The stored form (defaults applied): what GET answers in `content`. */
export const DeepProfileContent = DeepProfileInput.extend({
  interviewHighlights: z.array(
    z.object({ interviewId: z.uuid(), rows: z.array(z.string()), comment: z.string() }),
  ),
  availability: z.object({ availableFrom: z.string().nullable(), note: z.string() }),
});
export type DeepProfileContent = z.infer<typeof DeepProfileContent>;

/** A deep profile nobody has written yet: its headline, and salary and availability if known. */
export function emptyDeepProfileContent(
  headline: string,
  terms: Pick<DeepProfileContent, "salaryExpectation" | "availability"> = {
    salaryExpectation: null,
    availability: { availableFrom: null, note: "" },
  },
): DeepProfileContent {
  return {
    headline,
    summary: "",
    strengths: [],
    concerns: [],
    experienceNarrative: "",
    interviewHighlights: [],
    assessmentAttemptIds: [],
    ...terms,
  };
}

/** A developer's professional facts as outsiders read them (no name, no contact). */
export const developerFacts = {
  techRole: z.string(),
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  seniority: Seniority,
  devExperienceMonths: z.number().int(),
  englishLevel: EnglishLevel.nullable(),
  /** ISO 3166-1 alpha-2 code of the developer's country (the viewer's locale names it). */
  country: z.string().nullable(),
  skills: z.array(z.object({ name: z.string(), level: z.number().int().min(0).max(5) })),
};

/** One job of the developer's history, without its description. */
export const ExperienceLine = z.object({
  title: z.string(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  /** Absent in snapshots frozen before experiences carried their context. */
  industry: Industry.nullable().optional(),
  companySize: CompanySize.nullable().optional(),
});

/** A scorecard row as quoted: its label in words, the 0–5 score and the interviewer's note. */
export const QuotedScorecardRow = z.object({
  kind: ScoreKind,
  key: z.string(),
  label: z.string(),
  score: z.number().int().nullable(),
  note: z.string(),
});

/**
 * What a customer reads: the deep profile with every reference resolved and the developer's
 * data at that moment, without contact details. Snapshots freeze exactly this document; the
 * shared link and the PDF render it too.
 */
export const DeepProfileDocument = z.object({
  version: z.literal(1),
  headline: z.string(),
  summary: z.string(),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  experienceNarrative: z.string(),
  salaryExpectation: Salary.nullable(),
  availability: z.object({ availableFrom: z.string().nullable(), note: z.string() }),
  developer: z.object({
    hashedId: z.string(),
    ...developerFacts,
  }),
  experiences: z.array(ExperienceLine),
  interviews: z.array(
    z.object({
      type: InterviewType,
      /** When it was held; absent in snapshots frozen before it was recorded. */
      scheduledAt: z.iso.datetime().optional(),
      completedAt: z.iso.datetime(),
      result: InterviewResult.nullable(),
      englishLevel: EnglishLevel.nullable(),
      rows: z.array(QuotedScorecardRow),
      comment: z.string(),
    }),
  ),
  assessments: z.array(
    z.object({
      title: BilingualTitle,
      /** 0–100. */
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
      completedAt: z.iso.datetime(),
    }),
  ),
});
export type DeepProfileDocument = z.infer<typeof DeepProfileDocument>;

/** A shareable link as staff see it (the slug itself is shown once, at creation). */
export const DeepProfileLink = z.object({
  id: z.uuid(),
  label: z.string(),
  slugHint: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
});
export type DeepProfileLink = z.infer<typeof DeepProfileLink>;

export const CreateDeepProfileLinkRequest = z.strictObject({
  label: z.string().trim().max(120).default(""),
  /** Null or absent: the link does not expire. Must be in the future. */
  expiresAt: z.iso.datetime().nullable().default(null),
});
export const CreatedDeepProfileLink = z.object({
  link: DeepProfileLink,
  /** The unguessable slug: `/deep-profile/{slug}`. Shown once; only its hash is stored. */
  slug: z.string(),
});

/** A completed interview or finished assessment the matcher may quote. */
export const DeepProfileSources = z.object({
  interviews: z.array(
    z.object({
      id: z.uuid(),
      type: InterviewType,
      /** When it was held (its date for people); `completedAt` is when its result was recorded. */
      scheduledAt: z.iso.datetime(),
      completedAt: z.iso.datetime(),
      result: InterviewResult.nullable(),
      englishLevel: EnglishLevel.nullable(),
      interviewerName: z.string().nullable(),
      rows: z.array(QuotedScorecardRow),
    }),
  ),
  assessments: z.array(
    z.object({
      attemptId: z.uuid(),
      title: BilingualTitle,
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
      completedAt: z.iso.datetime(),
    }),
  ),
});
export type DeepProfileSources = z.infer<typeof DeepProfileSources>;

/** GET /developers/{professionalId}/deep-profile (staff): the editor's whole page. */
export const DeepProfileEditor = z.object({
  developer: z.object({ professionalId: z.uuid(), name: z.string(), headline: z.string() }),
  deepProfile: z
    .object({
      id: z.uuid(),
      content: DeepProfileContent,
      updatedAt: z.iso.datetime(),
      updatedBy: z.string().nullable(),
    })
    .nullable(),
  sources: DeepProfileSources,
  /**
   * Salary and availability to start a new deep profile with: what the latest matching
   * interview confirmed, else what the developer entered in its profile.
   */
  suggestedTerms: z.object({
    salaryExpectation: Salary.nullable(),
    availableFrom: z.string().nullable(),
    hoursPerWeek: z.number().int().nullable(),
    /** Where they come from: a matching interview, or the developer's own profile. */
    source: z.enum(["matchingInterview", "developer"]).nullable(),
  }),
  links: z.array(DeepProfileLink),
  /** The snapshots sent of this developer, newest first (each opens its snapshot page). */
  snapshots: z.array(
    z.object({
      id: z.uuid(),
      candidateId: z.uuid(),
      offer: z.object({ id: z.uuid(), title: z.string() }),
      customer: z.object({ id: z.uuid(), name: z.string() }),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type DeepProfileEditor = z.infer<typeof DeepProfileEditor>;

/** GET /deep-profile/{slug} (public): the document behind a shared link. */
export const SharedDeepProfile = z.object({
  document: DeepProfileDocument,
  expiresAt: z.iso.datetime().nullable(),
});
export type SharedDeepProfile = z.infer<typeof SharedDeepProfile>;
export const SlugParams = z.strictObject({ slug: z.string().min(16).max(128) });
