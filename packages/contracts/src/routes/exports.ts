import {
  CandidateExport,
  CandidateExportQuery,
  PipelineExport,
  PipelineExportQuery,
} from "../integrations/exports";
import { IdParams } from "../offers/pagination";
import { defineRoute } from "./define";

const fileAnswers =
  "`format=csv` (the default) answers a CSV file: RFC 4180, UTF-8 with a BOM for Excel, a header row in the requested language, cells a spreadsheet would read as a formula prefixed with an apostrophe. `format=json` answers the JSON document below. Both are attachments (Content-Disposition) and every export is audited.";

/** Exports for other systems (a company's ATS): files, one row per candidate × offer. */
export const exportRoutes = {
  candidates: defineRoute({
    method: "GET",
    path: "/customers/me/candidates/export",
    action: "customers.candidates.self",
    summary: "The company's presented candidates, with decisions and interviews, as CSV or JSON",
    description: `Every offer of the caller's company, or one with \`offerId\` (another company's offer answers 404). Only candidates presented to the company appear, with the fields it sees at their stage: anonymised until it approves them. ${fileAnswers}`,
    tags: ["customers"],
    query: CandidateExportQuery,
    response: { 200: CandidateExport },
    errors: ["NOT_FOUND"],
  }),
  pipeline: defineRoute({
    method: "GET",
    path: "/offers/:id/pipeline/export",
    action: "pipeline.manage",
    summary: "Every candidate of an offer's pipeline, the matchers' view, as CSV or JSON",
    description: `Every status, oldest candidate first. ${fileAnswers}`,
    tags: ["pipeline"],
    params: IdParams,
    query: PipelineExportQuery,
    response: { 200: PipelineExport },
    errors: ["NOT_FOUND"],
  }),
} as const;
