import type { AdminEmail, AdminEmailList, AdminEmailsQuery } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  findOutboxEmail,
  listOutboxEmails,
  type OutboxEmailSummary,
  recordAudit,
  requeueFailedEmail,
} from "@encaja/db/queries";
import { appError, notFound } from "../../../errors/app-error";
import { keysetPage } from "../../../lib/pagination";
import type { AuditMeta } from "../audit-meta";

function toAdminEmail(row: OutboxEmailSummary): AdminEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** Outbox emails of one status (failed by default), newest first. */
export async function listAdminEmails(db: Db, query: AdminEmailsQuery): Promise<AdminEmailList> {
  return keysetPage(
    query,
    (after) => listOutboxEmails(db, { status: query.status, limit: query.limit + 1, after }),
    (row) => toAdminEmail(row),
  );
}

/**
 * Queues a failed email again, audited in the same transaction. The caller wakes the sender:
 * the row is due at once. Only `failed` rows qualify: a pending one is already queued and a
 * sent one would reach its reader twice.
 */
export async function retryFailedEmail(db: Db, meta: AuditMeta, id: string): Promise<AdminEmail> {
  const requeued = await db.transaction(async (tx) => {
    const row = await requeueFailedEmail(tx, id);
    if (row) {
      await recordAudit(tx, {
        action: "email.retried",
        ...meta,
        target: { type: "email", id },
        details: { template: row.template },
      });
    }
    return row;
  });
  if (requeued) return toAdminEmail(requeued);
  const existing = await findOutboxEmail(db, id);
  if (!existing) throw notFound("Email");
  throw appError(
    "CONFLICT",
    `Only a failed email can be sent again; this one is ${existing.status}`,
  );
}
