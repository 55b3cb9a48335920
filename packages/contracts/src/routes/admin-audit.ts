import { AuditLogExportQuery, AuditLogPage, AuditLogQuery } from "../admin/audit";
import { adminAccess } from "./admin";
import { defineRoute } from "./define";

/** The audit log viewer and its CSV export (superAdmin only). */
export const adminAudit = {
  list: defineRoute({
    method: "GET",
    path: "/admin/audit-log",
    summary: "Audit log entries, newest first, filtered by actor, action, target and days",
    ...adminAccess,
    query: AuditLogQuery,
    response: { 200: AuditLogPage },
    errors: [],
  }),
  exportCsv: defineRoute({
    method: "GET",
    path: "/admin/audit-log/export.csv",
    summary: "The filtered audit log as a CSV file (at most 50,000 rows; the export is audited)",
    ...adminAccess,
    query: AuditLogExportQuery,
    response: {},
    otherAnswers: [
      {
        status: 200,
        description:
          "The CSV (RFC 4180, UTF-8 with BOM, formula cells neutralised); x-export-rows and x-export-truncated headers",
        contentType: "text/csv",
      },
    ],
    errors: [],
  }),
} as const;
