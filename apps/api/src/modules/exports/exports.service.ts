import type { AuditAction, ExportFormat, Locale } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  findOffer,
  listOfferCandidates,
  presentedCandidatesPage,
  recordAudit,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import type { AuthContext } from "../../plugins/authorization";
import { companyCandidateRows } from "./candidate-rows";
import { candidateColumns, pipelineColumns } from "./columns";
import { EXPORT_PAGE_SIZE, type ExportFile, keysetPages, writeExport } from "./export-file";
import { pipelineRows } from "./pipeline-rows";

type Options = { format: ExportFormat; locale: Locale; now: Date };

/** Every export is audited: who, what (offer, company), in which format, how many rows. */
async function auditExport(
  db: Db,
  auth: AuthContext,
  action: AuditAction,
  file: ExportFile,
  details: { offerId: string | null; customerId: string; format: ExportFormat },
) {
  await recordAudit(db, {
    action,
    actorUserId: auth.userId,
    target: details.offerId ? { type: "offer", id: details.offerId } : null,
    details: { ...details, rows: file.rows },
  });
}

/**
 * The candidates presented to the caller's company, of all its offers or of one (another
 * company's offer: 404), as the company sees them.
 */
export async function exportCompanyCandidates(
  db: Db,
  auth: AuthContext,
  offerId: string | undefined,
  options: Options,
): Promise<ExportFile> {
  const customerId = await ownCustomerId(db, auth);
  if (offerId) {
    const offer = await findOffer(db, offerId);
    if (!offer || offer.offer.customerId !== customerId) throw notFound("Offer");
  }
  async function* pages() {
    const candidates = keysetPages(
      (after) =>
        presentedCandidatesPage(db, {
          customerId,
          offerId,
          ...(after ? { after } : {}),
          limit: EXPORT_PAGE_SIZE,
        }),
      (row) => row.id,
    );
    for await (const page of candidates) {
      yield await companyCandidateRows(db, page, options.locale, options.now);
    }
  }
  const file = await writeExport(pages(), {
    ...options,
    columns: candidateColumns,
    name: "encaja-candidates",
  });
  await auditExport(db, auth, "export.candidates", file, {
    offerId: offerId ?? null,
    customerId,
    format: options.format,
  });
  return file;
}

/** Every candidate of an offer's pipeline, every status, as staff see them. */
export async function exportOfferPipeline(
  db: Db,
  auth: AuthContext,
  offerId: string,
  options: Options,
): Promise<ExportFile> {
  const record = await findOffer(db, offerId);
  if (!record) throw notFound("Offer");
  const offer = {
    id: record.offer.id,
    title: record.offer.title,
    responsibleMatcherId: record.offer.responsibleMatcherId,
  };
  async function* pages() {
    // The board's read answers one row more than its limit: one page short of it here.
    const board = keysetPages(
      (after) => listOfferCandidates(db, { offerId, after, limit: EXPORT_PAGE_SIZE - 1 }),
      (row) => row.candidate.id,
    );
    for await (const page of board) yield await pipelineRows(db, offer, page, options.locale);
  }
  const file = await writeExport(pages(), {
    ...options,
    columns: pipelineColumns,
    name: "encaja-pipeline",
  });
  await auditExport(db, auth, "export.pipeline", file, {
    offerId,
    customerId: record.offer.customerId,
    format: options.format,
  });
  return file;
}
