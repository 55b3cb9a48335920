import { z } from "zod";
import { BudgetStatus } from "../commercial/budgets";
import { CandidateOrigin, CandidateStatus, Locale, OverrideReason, StageStatuses } from "../enums";
import { InterviewResult, InterviewType } from "../interviews/interview";
import { PipelineStage } from "../offers/lifecycle";
import { DecisionOutcome, RejectionReason } from "../presentations/decisions";
import { exportFormats } from "./export-formats";

// The formats are zod-free next door (the export menus import them alone).
export { exportFormats } from "./export-formats";

/**
 * Exports of candidates (a company's) and of an offer's pipeline (staff), as CSV or JSON, so a
 * company can load them into its own ATS. One row per candidate × offer.
 */
export const ExportFormat = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof ExportFormat>;

const exportOptions = {
  format: ExportFormat.default("csv"),
  /** The language of the CSV header, of every label and of the `*Label` fields; absent: the request's. */
  locale: Locale.optional(),
};

/** GET /customers/me/candidates/export: every offer of the company, or one (`offerId`). */
export const CandidateExportQuery = z.strictObject({
  ...exportOptions,
  offerId: z.uuid().optional(),
});
export type CandidateExportQuery = z.input<typeof CandidateExportQuery>;

/** GET /offers/{id}/pipeline/export */
export const PipelineExportQuery = z.strictObject(exportOptions);
export type PipelineExportQuery = z.input<typeof PipelineExportQuery>;

/** An interview result quoted in the profile the company received; `date` is when it was held. */
export const ExportedInterview = z.object({
  type: InterviewType,
  result: InterviewResult.nullable(),
  date: z.iso.datetime(),
});
export type ExportedInterview = z.infer<typeof ExportedInterview>;

/** The company's decision on the candidate's latest presentation. */
export const ExportedDecision = z.object({
  outcome: DecisionOutcome,
  reason: RejectionReason.nullable(),
  reasonLabel: z.string().nullable(),
  feedback: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime(),
});
export type ExportedDecision = z.infer<typeof ExportedDecision>;

/**
 * A candidate as its company sees it: presented candidates only (never the sourcing stages),
 * anonymised until the company approves them (then name and contact appear), with the
 * interview results quoted in the profile it received.
 */
export const CandidateExportRow = z.object({
  offerId: z.uuid(),
  offerTitle: z.string(),
  /** The id the company API uses (`/customers/me/candidates/{id}/decision`). */
  candidateId: z.uuid(),
  /** The developer's public profile id. */
  profileId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  headline: z.string(),
  techRole: z.string(),
  seniority: z.string(),
  englishLevel: z.string().nullable(),
  country: z.string().nullable(),
  /** The stage in the company's words: its key and its label in the export's language. */
  stage: PipelineStage,
  stageLabel: z.string(),
  matchScore: z.number().nullable(),
  presentedAt: z.iso.datetime(),
  interviewStages: StageStatuses,
  interviews: z.array(ExportedInterview),
  decision: ExportedDecision.nullable(),
  /** The latest budget sent to the company that prices this candidate. */
  budgetStatus: BudgetStatus.nullable(),
  lastChangeAt: z.iso.datetime(),
});
export type CandidateExportRow = z.infer<typeof CandidateExportRow>;

/** A candidate of an offer's pipeline as staff see it: every status, internal fields included. */
export const PipelineExportRow = z.object({
  offerId: z.uuid(),
  offerTitle: z.string(),
  candidateId: z.uuid(),
  /** The developer's professional id (staff screens and the developers API). */
  developerId: z.uuid(),
  profileId: z.string(),
  name: z.string(),
  status: CandidateStatus,
  statusLabel: z.string(),
  stage: PipelineStage,
  stageLabel: z.string(),
  origin: CandidateOrigin,
  matchScore: z.number().nullable(),
  interviewStages: StageStatuses,
  statusReason: z.string().nullable(),
  note: z.string().nullable(),
  overrideReason: OverrideReason.nullable(),
  addedAt: z.iso.datetime(),
  addedBy: z.string().nullable(),
  invitedAt: z.iso.datetime().nullable(),
  presentedAt: z.iso.datetime().nullable(),
  decision: ExportedDecision.nullable(),
  responsibleMatcher: z.string().nullable(),
  lastChangeAt: z.iso.datetime(),
});
export type PipelineExportRow = z.infer<typeof PipelineExportRow>;

const exportDocument = <const S extends z.ZodType>(row: S) =>
  z.object({ exportedAt: z.iso.datetime(), locale: Locale, items: z.array(row) });

/** The JSON answer of the candidates export (`format=json`). */
export const CandidateExport = exportDocument(CandidateExportRow);
export type CandidateExport = z.infer<typeof CandidateExport>;

/** The JSON answer of the pipeline export (`format=json`). */
export const PipelineExport = exportDocument(PipelineExportRow);
export type PipelineExport = z.infer<typeof PipelineExport>;
