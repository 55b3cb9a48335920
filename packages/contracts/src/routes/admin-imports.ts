/** The admin backoffice's imports routes (all under /admin/..., action "admin.manage"). */
import {
  ImportReport,
  ImportResult,
  RunImportRequest,
  ValidateImportRequest,
} from "../admin/imports";
import { adminAccess } from "./admin";
import { defineRoute } from "./define";

export const adminImports = {
  validate: defineRoute({
    method: "POST",
    path: "/admin/imports/validate",
    summary: "Check every row of a sourced-profile file (up to 10,000) and report; writes nothing",
    ...adminAccess,
    body: ValidateImportRequest,
    response: { 200: ImportReport },
    errors: [],
  }),
  run: defineRoute({
    method: "POST",
    path: "/admin/imports",
    summary: "Create sourced profiles from valid rows in one transaction; skips known emails",
    ...adminAccess,
    body: RunImportRequest,
    response: { 201: ImportResult },
    errors: [],
  }),
} as const;
