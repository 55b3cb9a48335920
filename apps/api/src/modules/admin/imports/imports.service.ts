import type { ImportResult, RunImportRequest } from "@encaja/contracts";
import { insertSourcedProfiles, recordAudit } from "@encaja/db/queries";
import { appError } from "../../../errors/app-error";
import { queueClaimInvitation } from "../../claims/claims.service";
import type { ServiceDeps } from "../../deps";
import { checkImportRows } from "./check-rows";

/** Field errors a refused import lists (the validation report has them all). */
const LISTED_ERRORS = 50;

type AuditMeta = { actorUserId: string; ip: string; requestId: string };

/**
 * Imports validated rows in ONE transaction (all or nothing): duplicates of accounts or of
 * earlier rows are skipped, the rest become sourced developer profiles, and each may be
 * emailed a claim link. Any invalid row refuses the whole request.
 */
export async function runImport(
  deps: ServiceDeps,
  meta: AuditMeta,
  input: RunImportRequest,
): Promise<ImportResult> {
  const { report, toCreate } = await checkImportRows(deps.db, input.rows);
  if (report.totals.invalid > 0) {
    const errors = report.rows
      .flatMap((row) =>
        row.errors.map((error) => ({
          path: `rows.${row.index}.${error.field}`,
          message: error.message,
        })),
      )
      .slice(0, LISTED_ERRORS);
    throw appError(
      "VALIDATION",
      `${report.totals.invalid} rows are invalid: validate the file and fix them first`,
      { errors },
    );
  }
  return deps.db.transaction(async (tx) => {
    const created = await insertSourcedProfiles(tx, toCreate);
    if (input.sendInvitations) {
      for (const profile of created) await queueClaimInvitation(deps, tx, profile);
    }
    const result = {
      created: created.length,
      skipped: input.rows.length - created.length,
      invited: input.sendInvitations ? created.length : 0,
    };
    const sources = [...new Set(toCreate.map((profile) => profile.profileSource))].sort();
    await recordAudit(tx, { action: "import.sourced", ...meta, details: { ...result, sources } });
    return result;
  });
}
