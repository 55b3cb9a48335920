import { auditLog } from "../schema";
import type { Executor } from "./executor";

export type AuditAction =
  | "login.ok"
  | "login.failed"
  | "logout"
  | "account.registered"
  | "account.deleted"
  | "password.changed"
  | "password.reset_requested"
  | "password.reset_done"
  | "email.verified"
  | "email.verification_resent"
  | "invitation.created"
  | "invitation.accepted"
  | "claim.created"
  | "claim.accepted"
  | "role.changed"
  | "budget.sent"
  | "budget.answered"
  | "hire.claimed"
  | "pricing.updated"
  // Issue #17: the customer's team and plans.
  | "invitation.revoked"
  | "team.associate_removed"
  | "plan.changed"
  // Issue #18: who of the matchers team owns a conversation.
  | "chat.assigned";

export async function recordAudit(
  db: Executor,
  entry: {
    action: AuditAction;
    actorUserId?: string | null;
    subjectUserId?: string | null;
    ip?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
