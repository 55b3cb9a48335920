import { z } from "zod";
import { Role, StageStatuses } from "../enums";
import { MatchPart } from "../matching/matches";
import { CandidateDecision } from "./decisions";
import { DeepProfileDocument } from "./deep-profile";

/** The developer's identity and contact: staff always; the customer side after approval. */
export const CandidateContact = z.object({
  professionalId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
export type CandidateContact = z.infer<typeof CandidateContact>;

/** The match explanation frozen at presentation (null when the candidate had no score). */
export const FrozenMatch = z.object({
  score: z.number().nullable(),
  /** The matching engine's explained parts at that moment (re-render `explanation` by key). */
  parts: z.array(MatchPart),
});
export type FrozenMatch = z.infer<typeof FrozenMatch>;

export const SnapshotSummary = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  offer: z.object({ id: z.uuid(), title: z.string() }),
  customer: z.object({ id: z.uuid(), name: z.string() }),
  headline: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
});
export type SnapshotSummary = z.infer<typeof SnapshotSummary>;

/** GET /snapshots/{id}: a frozen deep profile as sent to a customer. Viewing it is logged. */
export const Snapshot = SnapshotSummary.extend({
  document: DeepProfileDocument,
  match: FrozenMatch.nullable(),
  /** The candidate's interview stages now (not frozen: interviews may end after presenting). */
  stages: StageStatuses,
  decision: CandidateDecision.nullable(),
  contact: CandidateContact.nullable(),
  /** True when this is the candidate's latest snapshot (a decision applies to it). */
  latest: z.boolean(),
});
export type Snapshot = z.infer<typeof Snapshot>;

export const SnapshotView = z.object({
  id: z.uuid(),
  viewer: z.string().nullable(),
  role: Role,
  kind: z.enum(["page", "pdf"]),
  viewedAt: z.iso.datetime(),
});
export type SnapshotView = z.infer<typeof SnapshotView>;

/** GET /candidates/{id}/presentations (staff): every snapshot, its views and decision. */
export const CandidatePresentations = z.object({
  items: z.array(
    SnapshotSummary.extend({
      views: z.array(SnapshotView),
      decision: CandidateDecision.nullable(),
    }),
  ),
});
export type CandidatePresentations = z.infer<typeof CandidatePresentations>;
