import { z } from "zod";
import type { Label } from "../labels";

/**
 * The fairness audit (superAdmin): selection rates along the funnel
 * suggested → presented → approved → hired, by group, with impact ratios against the
 * most-selected group (the four-fifths rule of a NYC Local Law 144 bias audit).
 * Stage definitions: docs/decisions/0063-fairness-audit.md.
 */

const l = (es: string, en: string): Label => ({ es, en });

export const fairnessStages = ["suggested", "presented", "approved", "hired"] as const;
export const FairnessStage = z.enum(fairnessStages);
export type FairnessStage = z.infer<typeof FairnessStage>;
export const fairnessStageLabels: Record<FairnessStage, Label> = {
  suggested: l("Sugerida", "Suggested"),
  presented: l("Presentada", "Presented"),
  approved: l("Aprobada", "Approved"),
  hired: l("Contratada", "Hired"),
};

export const fairnessDimensions = ["country", "seniority", "gender", "ageBand"] as const;
export const FairnessDimension = z.enum(fairnessDimensions);
export type FairnessDimension = z.infer<typeof FairnessDimension>;
export const fairnessDimensionLabels: Record<FairnessDimension, Label> = {
  country: l("País", "Country"),
  seniority: l("Seniority", "Seniority"),
  gender: l("Género (autoidentificado)", "Gender (self-identified)"),
  ageBand: l("Franja de edad (autoidentificada)", "Age band (self-identified)"),
};

/** The group of people who did not state (or have no) value for a dimension. */
export const NOT_STATED = "not_stated";
/** Impact ratios below this are flagged (the four-fifths rule). */
export const FOUR_FIFTHS = 0.8;
/** Groups with fewer people entering a stage than this are too small to judge. */
export const FAIRNESS_MIN_GROUP = 5;

/** A calendar day, YYYY-MM-DD (UTC); the range is of when candidates entered a pipeline. */
const Day = z.iso.date();
export const FairnessQuery = z
  .strictObject({
    offerId: z.uuid().optional(),
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "`from` must not be after `to`",
    path: ["to"],
  });
export type FairnessQuery = z.infer<typeof FairnessQuery>;

export const FairnessGroupRow = z.object({
  /** The group's code: an ISO country, a seniority, a gender, an age band, or `not_stated`. */
  group: z.string(),
  /** People in the group who reached the transition's first stage. */
  entered: z.number().int().nonnegative(),
  /** Of those, how many reached the next stage. */
  selected: z.number().int().nonnegative(),
  /** selected / entered; null when nobody entered. */
  rate: z.number().min(0).max(1).nullable(),
  /** rate / the reference group's rate; null when there is no reference or it selected nobody. */
  impactRatio: z.number().nonnegative().nullable(),
  /** The impact ratio is under four fifths and both groups are large enough to judge. */
  flagged: z.boolean(),
  /** Too few people in this group (or in the reference group) to judge. */
  insufficientData: z.boolean(),
});
export type FairnessGroupRow = z.infer<typeof FairnessGroupRow>;

export const FairnessTransition = z.object({
  /** The stage the people entered; they were selected into the stage after it. */
  stage: FairnessStage.exclude(["hired"]),
  next: FairnessStage.exclude(["suggested"]),
  /** The group with the highest rate among those large enough to judge; null if none. */
  referenceGroup: z.string().nullable(),
  groups: z.array(FairnessGroupRow),
});
export type FairnessTransition = z.infer<typeof FairnessTransition>;

export const FairnessDimensionTable = z.object({
  dimension: FairnessDimension,
  transitions: z.array(FairnessTransition),
});
export type FairnessDimensionTable = z.infer<typeof FairnessDimensionTable>;

/** One scope's report: the whole platform, or one offer. */
export const FairnessScopeReport = z.object({
  /** Candidates counted (entered the first stage). */
  candidates: z.number().int().nonnegative(),
  /** Flagged cells across every dimension and transition. */
  flagged: z.number().int().nonnegative(),
  dimensions: z.array(FairnessDimensionTable),
});
export type FairnessScopeReport = z.infer<typeof FairnessScopeReport>;

export const FairnessOfferSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  candidates: z.number().int().nonnegative(),
  flagged: z.number().int().nonnegative(),
});
export type FairnessOfferSummary = z.infer<typeof FairnessOfferSummary>;

export const FairnessReport = z.object({
  /** The offer this report is about; null = every offer. */
  offerId: z.uuid().nullable(),
  from: Day.nullable(),
  to: Day.nullable(),
  minGroupSize: z.number().int(),
  threshold: z.number(),
  report: FairnessScopeReport,
  /** Every offer with candidates in the range, with its own counts (choose one by `offerId`). */
  offers: z.array(FairnessOfferSummary),
});
export type FairnessReport = z.infer<typeof FairnessReport>;
