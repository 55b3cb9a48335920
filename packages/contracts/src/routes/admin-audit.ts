import { AuditLogExportQuery, AuditLogPage, AuditLogQuery } from "../admin/audit";
import { defineRoute } from "./define";

const admin = { action: "admin.manage", tags: ["admin"] } as const;

/** The audit log viewer and its CSV export (superAdmin only). */
export const adminAudit = {
  list: defineRoute({
    method: "GET",
    path: "/admin/audit-log",
    summary: "Audit log entries, newest first, filtered by actor, action, target and days",
    ...admin,
    query: AuditLogQuery,
    response: { 200: AuditLogPage },
    errors: [],
  }),
  exportCsv: defineRoute({
    method: "GET",
    path: "/admin/audit-log/export.csv",
    summary: "The filtered audit log as a CSV file (at most 50,000 rows; the export is audited)",
    ...admin,
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
