import type {
  ApprovalDecisionResult,
  Platform,
  PlatformApprovalDecision,
  PlatformApprovalList,
  PlatformApprovalsQuery,
  PlatformLinkApproval,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  listPlatformLinksForApproval,
  lockPlatformLinkApprovals,
  recordAudit,
  setPlatformLinkApprovals,
} from "@encaja/db/queries";
import { decodeCursor, page } from "../../offers/cursor";
import type { auditMeta } from "../audit-meta";
import { assertUnchanged } from "./stale";

type AuditMeta = ReturnType<typeof auditMeta>;

export async function listPlatformApprovals(
  db: Db,
  query: PlatformApprovalsQuery,
): Promise<PlatformApprovalList> {
  const rows = await listPlatformLinksForApproval(db, {
    status: query.status,
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return page(
    rows,
    query.limit,
    (r) => r.id,
    (r) => ({
      platformLinkId: r.id,
      developerId: r.developerId,
      developerName: r.developerName,
      email: r.email,
      platform: r.platform as Platform,
      url: r.url,
      approval: r.approval as PlatformLinkApproval,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** Same rules as the developers' decision: checked first, then written in one transaction. */
export async function decidePlatformApprovals(
  db: Db,
  meta: AuditMeta,
  input: PlatformApprovalDecision,
): Promise<ApprovalDecisionResult> {
  return db.transaction(async (tx) => {
    const current = await lockPlatformLinkApprovals(
      tx,
      input.items.map((i) => i.platformLinkId),
    );
    assertUnchanged(
      "Platform link",
      input.items.map((i) => ({ id: i.platformLinkId, from: i.from })),
      current,
    );
    const toChange = current.filter((row) => row.approval !== input.decision);
    await setPlatformLinkApprovals(
      tx,
      toChange.map((row) => row.id),
      input.decision,
    );
    for (const row of toChange) {
      await recordAudit(tx, {
        action: "platform.approval_changed",
        ...meta,
        subjectUserId: row.userId,
        target: { type: "platform_link", id: row.id },
        details: { developerId: row.developerId, from: row.approval, to: input.decision },
      });
    }
    return { changed: toChange.length };
  });
}
