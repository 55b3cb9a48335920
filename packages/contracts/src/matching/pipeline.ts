import { z } from "zod";
import {
  CandidateOrigin,
  CandidateStatus as CandidateStatusSchema,
  InterviewStage,
  InterviewStageStatus,
  OverrideReason,
  StageStatuses,
} from "../enums";
import { Candidate } from "../offers/candidates";
import { PipelineStage } from "../offers/lifecycle";
import { csvList, cursorList, cursorPage, itemList } from "../offers/pagination";
import { uniqueList } from "../shapes";

// The statuses' rules and transition table: zod-free, for the web's pages to import alone.
export * from "./transitions";

const Note = z.string().trim().min(1).max(2000);

/** POST /offers/{id}/candidates */
export const AddCandidateRequest = z.strictObject({
  developerId: z.uuid(),
  origin: CandidateOrigin,
  /** Needed when a hard filter excludes the developer (400 OVERRIDE_REQUIRED otherwise). */
  overrideReason: OverrideReason.optional(),
  note: Note.optional(),
});
export type AddCandidateRequest = z.infer<typeof AddCandidateRequest>;

export const StageStatusesPatch = z.strictObject(StageStatuses.partial().shape);

/** PATCH /candidates/{id}: a status move, stage results, or both. */
export const UpdateCandidateRequest = z
  .strictObject({
    status: CandidateStatusSchema.optional(),
    note: Note.optional(),
    stageStatuses: StageStatusesPatch.optional(),
    overrideReason: OverrideReason.optional(),
  })
  .refine((b) => b.status !== undefined || b.stageStatuses !== undefined, {
    message: "Send a status, stage statuses or both",
  });
export type UpdateCandidateRequest = z.infer<typeof UpdateCandidateRequest>;

/** GET /offers/{id}/candidates: `?status=a,b` narrows to some columns of the board. */
export const CandidateBoardQuery = z.strictObject({
  ...cursorPage,
  status: csvList(CandidateStatusSchema, 40).optional(),
});
export const CandidateGroup = z.object({
  status: CandidateStatusSchema,
  stage: PipelineStage,
  count: z.number().int(),
});
/** The page of candidates (oldest first) plus every status of the offer with its count. */
export const CandidateBoard = cursorList(Candidate).extend({ groups: z.array(CandidateGroup) });
export type CandidateBoard = z.infer<typeof CandidateBoard>;

/** One interview stage result set by a pipeline change (e.g. soft: pending → approved). */
export const CandidateStageChange = z.object({
  stage: InterviewStage,
  from: InterviewStageStatus,
  to: InterviewStageStatus,
});
export type CandidateStageChange = z.infer<typeof CandidateStageChange>;

/**
 * What a history event records: the candidate was `added` to the pipeline, its `status`
 * moved (maybe setting stage results too), or only its interview `stages` changed (then
 * `from` and `to` are both the unchanged status).
 */
export const candidateEventKinds = ["added", "status", "stages"] as const;
export const CandidateEventKind = z.enum(candidateEventKinds);
export type CandidateEventKind = z.infer<typeof CandidateEventKind>;

/** GET /candidates/{id}/history */
export const CandidateEvent = z.object({
  id: z.uuid(),
  kind: CandidateEventKind,
  actor: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  from: CandidateStatusSchema.nullable(),
  to: CandidateStatusSchema,
  /** The interview stage results the event changed, in stage order (empty when none). */
  stageChanges: z.array(CandidateStageChange),
  note: z.string().nullable(),
  overrideReason: OverrideReason.nullable(),
  createdAt: z.iso.datetime(),
});
export type CandidateEvent = z.infer<typeof CandidateEvent>;
export const CandidateHistory = itemList(CandidateEvent);
export type CandidateHistory = z.infer<typeof CandidateHistory>;

export const MAX_BULK_CANDIDATES = 100;
/** POST /offers/{id}/candidates/bulk-status */
export const BulkStatusRequest = z.strictObject({
  candidateIds: uniqueList(z.uuid(), 1, MAX_BULK_CANDIDATES),
  status: CandidateStatusSchema,
  note: Note.optional(),
  overrideReason: OverrideReason.optional(),
});
export type BulkStatusRequest = z.infer<typeof BulkStatusRequest>;
export const BulkStatusItem = z.object({
  candidateId: z.uuid(),
  ok: z.boolean(),
  candidate: Candidate.optional(),
  /** Why this one did not move: an error code of the catalogue, plus what was allowed. */
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      allowed: z.array(CandidateStatusSchema).optional(),
    })
    .optional(),
});
export const BulkStatusResult = z.object({
  items: z.array(BulkStatusItem),
  moved: z.number().int(),
  failed: z.number().int(),
});
export type BulkStatusResult = z.infer<typeof BulkStatusResult>;

/** 409 CANDIDATE_EXISTS carries the existing candidate; 409 CANDIDATE_INVALID_TRANSITION the allowed moves. */
