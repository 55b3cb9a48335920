import type {
  ApprovalDecisionResult,
  ApprovalStatus,
  CompletionStatus,
  DeveloperApprovalDecision,
  DeveloperApprovalList,
  DeveloperApprovalsQuery,
  Seniority,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  listDevelopersForApproval,
  lockDeveloperApprovals,
  recordAudit,
  setDeveloperApprovals,
} from "@encaja/db/queries";
import { decodeCursor, page } from "../../offers/cursor";
import type { auditMeta } from "../audit-meta";
import { assertUnchanged } from "./stale";

type AuditMeta = ReturnType<typeof auditMeta>;

/** The queue oldest first: whoever waited longest is decided first. */
export async function listDeveloperApprovals(
  db: Db,
  query: DeveloperApprovalsQuery,
): Promise<DeveloperApprovalList> {
  const rows = await listDevelopersForApproval(db, {
    status: query.status,
    q: query.q,
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return page(
    rows,
    query.limit,
    (r) => r.id,
    (r) => ({
      developerId: r.id,
      name: r.name,
      email: r.email,
      techRole: r.techRole,
      seniority: r.seniority as Seniority,
      countryName: r.countryName,
      onboarding: r.onboarding as CompletionStatus,
      createdAt: r.createdAt.toISOString(),
      approval: r.approval as ApprovalStatus,
      approvalReason: r.approvalReason,
      approvalChangedAt: r.approvalChangedAt?.toISOString() ?? null,
    }),
  );
}

/**
 * All or nothing: every developer is locked and checked against the state the admin saw before
 * anything is written; items already in the decided state are left alone (no audit entry).
 */
export async function decideDeveloperApprovals(
  db: Db,
  meta: AuditMeta,
  input: DeveloperApprovalDecision,
): Promise<ApprovalDecisionResult> {
  const reason = input.decision === "disapproved" ? (input.reason ?? null) : null;
  return db.transaction(async (tx) => {
    const ids = input.items.map((i) => i.developerId);
    const current = await lockDeveloperApprovals(tx, ids);
    assertUnchanged(
      "Developer",
      input.items.map((i) => ({ id: i.developerId, from: i.from })),
      current,
    );
    const toChange = current.filter((row) => row.approval !== input.decision);
    await setDeveloperApprovals(
      tx,
      toChange.map((row) => row.id),
      input.decision,
      reason,
    );
    for (const row of toChange) {
      await recordAudit(tx, {
        action: "developer.approval_changed",
        ...meta,
        subjectUserId: row.userId,
        target: { type: "developer", id: row.id },
        details: { from: row.approval, to: input.decision, reason },
      });
    }
    return { changed: toChange.length };
  });
}
