import type {
  ApprovalDecisionResult,
  PlatformApprovalDecision,
  PlatformApprovalList,
  PlatformApprovalsQuery,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  listPlatformLinksForApproval,
  lockPlatformLinkApprovals,
  recordAudit,
  setPlatformLinkApprovals,
} from "@encaja/db/queries";
import { keysetPage } from "../../../lib/pagination";
import type { AuditMeta } from "../audit-meta";
import { decideApprovals } from "./decide";

export async function listPlatformApprovals(
  db: Db,
  query: PlatformApprovalsQuery,
): Promise<PlatformApprovalList> {
  return keysetPage(
    query,
    (after) =>
      listPlatformLinksForApproval(db, { status: query.status, limit: query.limit, after }),
    (r) => ({
      platformLinkId: r.id,
      developerId: r.developerId,
      developerName: r.developerName,
      email: r.email,
      platform: r.platform,
      url: r.url,
      approval: r.approval,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** Approves or rejects platform links (`decideApprovals`: all or nothing, audited). */
export function decidePlatformApprovals(
  db: Db,
  meta: AuditMeta,
  input: PlatformApprovalDecision,
): Promise<ApprovalDecisionResult> {
  return decideApprovals(
    db,
    {
      what: "Platform link",
      lock: lockPlatformLinkApprovals,
      set: (tx, ids) => setPlatformLinkApprovals(tx, ids, input.decision),
      audit: (tx, row) =>
        recordAudit(tx, {
          action: "platform.approval_changed",
          ...meta,
          subjectUserId: row.userId,
          target: { type: "platform_link", id: row.id },
          details: { developerId: row.developerId, from: row.approval, to: input.decision },
        }),
    },
    input.items.map((i) => ({ id: i.platformLinkId, from: i.from })),
    input.decision,
  );
}
