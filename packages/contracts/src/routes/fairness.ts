import {
  FairnessQuery,
  FairnessReport,
  PutSelfIdentificationRequest,
  SelfIdentification,
} from "../fairness";
import { defineRoute } from "./define";

/** The developer's own voluntary self-identification (never shown to anyone else). */
export const selfIdentification = {
  get: defineRoute({
    method: "GET",
    path: "/developers/me/self-identification",
    summary:
      "The developer's voluntary self-identification (gender, age band); nulls when not given",
    action: "developers.self",
    tags: ["developers"],
    response: { 200: SelfIdentification },
    errors: [],
  }),
  put: defineRoute({
    method: "PUT",
    path: "/developers/me/self-identification",
    summary: "Change the voluntary self-identification: absent fields keep, null clears",
    action: "developers.self",
    tags: ["developers"],
    body: PutSelfIdentificationRequest,
    response: { 200: SelfIdentification },
    errors: [],
  }),
} as const;

const audit = { action: "fairness.audit", tags: ["admin"] } as const;

/** The fairness audit of the hiring funnel and its CSV export (superAdmin only). */
export const adminFairness = {
  report: defineRoute({
    method: "GET",
    path: "/admin/fairness",
    summary:
      "Selection rates and impact ratios by group along the funnel, overall or for one offer",
    ...audit,
    query: FairnessQuery,
    response: { 200: FairnessReport },
    errors: ["NOT_FOUND"],
  }),
  exportCsv: defineRoute({
    method: "GET",
    path: "/admin/fairness/export.csv",
    summary:
      "The fairness audit as CSV: one row per scope (overall, then each offer), stage, dimension and group",
    ...audit,
    query: FairnessQuery,
    response: {},
    otherAnswers: [
      {
        status: 200,
        description: "The CSV (RFC 4180, UTF-8 with BOM, formula cells neutralised)",
        contentType: "text/csv",
      },
    ],
    errors: ["NOT_FOUND"],
  }),
} as const;
