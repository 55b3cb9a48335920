import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditLogEntry,
  type AuditLogExportQuery,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditPerson,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type AuditLogFilter,
  type AuditLogRow,
  auditReferenceNames,
  listAuditLog,
  recordAudit,
} from "@encaja/db/queries";
import { csvRecord, UTF8_BOM } from "../../../lib/csv";
import { decodeCursor, type Keyset, page } from "../../../lib/pagination";

const person = (
  id: string | null,
  name: string | null,
  email: string | null,
): AuditPerson | null => (id && email !== null ? { id, name, email } : null);

function toEntry(row: AuditLogRow, names: ReadonlyMap<string, string> = new Map()): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: person(row.actorId, row.actorName, row.actorEmail),
    subject: person(row.subjectId, row.subjectName, row.subjectEmail),
    target:
      row.targetType && row.targetId !== null ? { type: row.targetType, id: row.targetId } : null,
    ip: row.ip,
    requestId: row.requestId,
    details: row.details,
    names: Object.fromEntries(
      referencedIds(row.details).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [[id, name]];
      }),
    ),
  };
}

/** The ids an entry's details name at their top level (`budgetId`, `customerId`…). */
const referencedIds = (details: Record<string, unknown>) =>
  Object.values(details).filter((v): v is string => typeof v === "string");

const filterOf = (q: AuditLogExportQuery): AuditLogFilter => ({
  actor: q.actor,
  action: q.action,
  target: q.target,
  from: q.from,
  to: q.to,
});

export async function listAuditEntries(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await listAuditLog(db, {
    filter: filterOf(query),
    limit: query.limit + 1,
    after: decodeCursor(query.cursor),
  });
  const names = await auditReferenceNames(
    db,
    rows.flatMap((r) => referencedIds(r.details)),
  );
  return page(
    rows,
    query.limit,
    (r) => r.id,
    (row) => toEntry(row, names),
  );
}

export const AUDIT_CSV_COLUMNS = [
  "id",
  "created_at",
  "action",
  "actor_id",
  "actor_email",
  "actor_name",
  "subject_id",
  "subject_email",
  "subject_name",
  "target_type",
  "target_id",
  "ip",
  "request_id",
  "details",
] as const;

const csvLine = (e: AuditLogEntry) =>
  csvRecord([
    e.id,
    e.createdAt,
    e.action,
    e.actor?.id,
    e.actor?.email,
    e.actor?.name,
    e.subject?.id,
    e.subject?.email,
    e.subject?.name,
    e.target?.type,
    e.target?.id,
    e.ip,
    e.requestId,
    JSON.stringify(e.details),
  ]);

const BATCH = 2_000;

/**
 * The filtered log as CSV, newest first, at most AUDIT_EXPORT_MAX_ROWS rows (read in keyset
 * batches), then the export itself is audited with its filters and row count.
 */
export async function exportAuditCsv(
  db: Db,
  query: AuditLogExportQuery,
  meta: { actorUserId: string; ip: string; requestId: string },
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const filter = filterOf(query);
  const lines = [`${UTF8_BOM}${csvRecord(AUDIT_CSV_COLUMNS)}`];
  let after: Keyset | undefined;
  let rows = 0;
  let truncated = false;
  while (true) {
    const batch = await listAuditLog(db, { filter, limit: BATCH, after });
    for (const row of batch) {
      if (rows === AUDIT_EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      lines.push(csvLine(toEntry(row)));
      rows += 1;
    }
    const last = batch.at(-1);
    if (truncated || batch.length < BATCH || !last) break;
    after = { createdAt: last.cursor, id: last.id };
  }
  const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
  await recordAudit(db, {
    action: "audit.exported",
    ...meta,
    details: { filters, rows, truncated },
  });
  return { csv: lines.join(""), rows, truncated };
}
