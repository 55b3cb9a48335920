import { z } from "zod";

/**
 * Every action the audit log records (issue #20: append-only, viewed and exported at
 * /admin/audit). The database writes them through `recordAudit`; the web labels each one.
 */
export const auditActions = [
  "login.ok",
  "login.failed",
  "logout",
  "account.registered",
  "account.deleted",
  "password.changed",
  "password.reset_requested",
  "password.reset_done",
  "email.verified",
  "email.verification_resent",
  "invitation.created",
  "invitation.accepted",
  "claim.created",
  "claim.accepted",
  "role.changed",
  "budget.sent",
  "budget.answered",
  "hire.claimed",
  "pricing.updated",
  "invitation.revoked",
  "team.associate_removed",
  "plan.changed",
  "chat.assigned",
  "login.throttled",
  "user.disabled",
  "user.enabled",
  "user.sessions_revoked",
  "invitation.resent",
  "developer.approval_changed",
  "platform.approval_changed",
  "catalog.added",
  "catalog.renamed",
  "catalog.merged",
  "import.sourced",
  "audit.exported",
  "data.exported",
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;
