import type { AuditAction } from "@encaja/contracts";
import { auditLog } from "../schema";
import type { Executor } from "./executor";

export type { AuditAction };

export async function recordAudit(
  db: Executor,
  entry: {
    action: AuditAction;
    actorUserId?: string | null;
    subjectUserId?: string | null;
    ip?: string | null;
    details?: Record<string, unknown>;
    /** What the action touched beyond a user, e.g. `{ type: "skill", id: code }`. */
    target?: { type: string; id: string } | null;
    /** The API request id (`x-request-id`), so an entry can be matched with the logs. */
    requestId?: string | null;
  },
) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    requestId: entry.requestId ?? null,
  });
}
