import { z } from "zod";

export const ScoreKind = z.enum(["skill", "criterion"]);
export type ScoreKind = z.infer<typeof ScoreKind>;

/** One scorecard row: a skill (key = catalogue skill code) or a criterion, scored 0–5. */
export const ScorecardRow = z.strictObject({
  kind: ScoreKind,
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_.+#-]+$/, { message: "Invalid key" }),
  score: z.number().int().min(0).max(5).nullable(),
  note: z.string().max(5_000).default(""),
});
export type ScorecardRow = z.infer<typeof ScorecardRow>;

export const Scorecard = z.object({
  rows: z.array(ScorecardRow),
  summary: z.string(),
  recommendation: z.string(),
});
export type Scorecard = z.infer<typeof Scorecard>;

/** `PATCH /interviews/{id}/scorecard`: the autosave; only the fields sent change. */
export const SaveScorecardRequest = z
  .strictObject({
    rows: z.array(ScorecardRow).max(60).optional(),
    summary: z.string().max(20_000).optional(),
    recommendation: z.string().max(20_000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" });
export type SaveScorecardRequest = z.infer<typeof SaveScorecardRequest>;
