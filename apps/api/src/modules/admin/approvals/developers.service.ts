import type {
  ApprovalDecisionResult,
  DeveloperApprovalDecision,
  DeveloperApprovalList,
  DeveloperApprovalsQuery,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  listDevelopersForApproval,
  lockDeveloperApprovals,
  recordAudit,
  setDeveloperApprovals,
} from "@encaja/db/queries";
import { keysetPage } from "../../../lib/pagination";
import type { AuditMeta } from "../audit-meta";
import { decideApprovals } from "./decide";

/** The queue oldest first: whoever waited longest is decided first. */
export async function listDeveloperApprovals(
  db: Db,
  query: DeveloperApprovalsQuery,
): Promise<DeveloperApprovalList> {
  return keysetPage(
    query,
    (after) =>
      listDevelopersForApproval(db, {
        status: query.status,
        q: query.q,
        limit: query.limit,
        after,
      }),
    (r) => ({
      developerId: r.id,
      name: r.name,
      email: r.email,
      techRole: r.techRole,
      seniority: r.seniority,
      countryName: r.countryName,
      onboarding: r.onboarding,
      createdAt: r.createdAt.toISOString(),
      approval: r.approval,
      approvalReason: r.approvalReason,
      approvalChangedAt: r.approvalChangedAt?.toISOString() ?? null,
    }),
  );
}

/** Approves or disapproves developers (`decideApprovals`: all or nothing, audited). */
export function decideDeveloperApprovals(
  db: Db,
  meta: AuditMeta,
  input: DeveloperApprovalDecision,
): Promise<ApprovalDecisionResult> {
  const reason = input.decision === "disapproved" ? (input.reason ?? null) : null;
  return decideApprovals(
    db,
    {
      what: "Developer",
      lock: lockDeveloperApprovals,
      set: (tx, ids) => setDeveloperApprovals(tx, ids, input.decision, reason),
      audit: (tx, row) =>
        recordAudit(tx, {
          action: "developer.approval_changed",
          ...meta,
          subjectUserId: row.userId,
          target: { type: "developer", id: row.id },
          details: { from: row.approval, to: input.decision, reason },
        }),
    },
    input.items.map((i) => ({ id: i.developerId, from: i.from })),
    input.decision,
  );
}
