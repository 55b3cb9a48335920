import { z } from "zod";
import { CandidateStatus, EnglishLevel, SearchStatus, Seniority } from "../enums";
import { cursorPage } from "../offers/pagination";

/**
 * ARCHITECTURE §6 step 2: the scoring criteria. Their weights live in ONE place
 * (`@encaja/matching`'s `tuning.ts`) and are answered with every part so the UI can show them.
 */
export const matchCriteria = [
  "skills",
  "role_stack",
  "seniority",
  "english",
  "salary",
  "availability",
  "activity",
  "time_zone",
  "context",
] as const;
export const MatchCriterion = z.enum(matchCriteria);
export type MatchCriterion = z.infer<typeof MatchCriterion>;

/** ARCHITECTURE §6 step 1: why a developer is excluded by a hard filter. */
export const exclusionReasons = [
  "english_below_minimum",
  "no_modality_overlap",
  "country_not_allowed",
  "not_searching",
  "profile_disapproved",
  "time_zone",
] as const;
export const ExclusionReason = z.enum(exclusionReasons);
export type ExclusionReason = z.infer<typeof ExclusionReason>;

/**
 * A human-readable explanation: a stable `key` with `params` (for any client to render in its
 * language with `explanationTemplates`) plus `text`, already rendered in the request's
 * language (Accept-Language: es by default, en when asked).
 */
export const Explanation = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
});
export type Explanation = z.infer<typeof Explanation>;

export const MatchPart = z.object({
  criterion: MatchCriterion,
  /** Points this criterion can give out of 100. */
  weight: z.number(),
  /** 0–1: how well the developer meets it (points = weight × value). */
  value: z.number().min(0).max(1),
  explanation: Explanation,
});
export type MatchPart = z.infer<typeof MatchPart>;

export const MatchDeveloper = z.object({
  professionalId: z.uuid(),
  hashedId: z.string(),
  name: z.string(),
  techRole: z.string(),
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  seniority: Seniority,
  englishLevel: EnglishLevel.nullable(),
  country: z.string().nullable(),
  /** The developer's expectation, normalised to monthly USD (null when not stated). */
  salary: z.object({ monthlyUsd: z.number().int() }).nullable(),
  searchStatus: SearchStatus.nullable(),
});
export type MatchDeveloper = z.infer<typeof MatchDeveloper>;

export const Match = z.object({
  developer: MatchDeveloper,
  /** 0–100, rounded to one decimal. */
  score: z.number().min(0).max(100),
  parts: z.array(MatchPart),
  /** Present when a hard filter excludes the developer (only with `includeExcluded=true`). */
  excluded: z
    .object({
      reason: ExclusionReason,
      reasons: z.array(ExclusionReason),
      explanation: Explanation,
    })
    .optional(),
  /** Present when the developer is already a candidate of this offer (marked, never hidden). */
  inPipeline: z.object({ candidateId: z.uuid(), status: CandidateStatus }).optional(),
});
export type Match = z.infer<typeof Match>;

const booleanFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

/** Which weights rank an offer: the company's learnt ones or the defaults (ADR 0062). */
export const matchRankingKinds = ["adjusted", "base"] as const;
export const MatchRankingKind = z.enum(matchRankingKinds);
export type MatchRankingKind = z.infer<typeof MatchRankingKind>;

/** GET /offers/{id}/matches */
export const MatchQuery = z.strictObject({
  /** Default 20, max 100. */
  ...cursorPage,
  includeExcluded: booleanFlag.default(false),
  /** `adjusted` (default): weights learnt from the company's decisions; `base`: the defaults. */
  ranking: MatchRankingKind.default("adjusted"),
});
export type MatchQuery = z.infer<typeof MatchQuery>;

// The explanations' texts and their renderer are zod-free next door (pages show them).
export * from "./explanations";
