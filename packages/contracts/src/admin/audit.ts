import { z } from "zod";
import { cursorList, cursorPage } from "../offers/pagination";

/**
 * Every action the audit log records (append-only, viewed and exported at
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
  "offer.matcher_assigned",
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
  "catalog.relation_set",
  "catalog.relation_removed",
  "import.sourced",
  "audit.exported",
  "privacy.exported",
  "privacy.retention",
  "settings.updated",
  "exchange_rate.set",
  "email.retried",
  "question.added",
  "question.changed",
  "question.deleted",
  "webhook.created",
  "webhook.deleted",
  "webhook.secret_rotated",
  "calendar_feed.created",
  "calendar_feed.revoked",
  "api_key.created",
  "api_key.revoked",
  "api_key.settings_changed",
  "export.candidates",
  "export.pipeline",
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

/** The prefix groups of the actions ("login.", "user."…): a filter on a whole family. */
export const auditActionGroups = [
  ...new Set(
    auditActions.filter((a) => a.includes(".")).map((a) => `${a.slice(0, a.indexOf("."))}.`),
  ),
];

/** `?action=`: one action, or a group prefix ending with a dot ("login." = every login.*). */
export const AuditActionFilter = z
  .string()
  .refine((v) => (auditActions as readonly string[]).includes(v) || auditActionGroups.includes(v), {
    message: "Unknown action or action group",
  });

/** A calendar day, YYYY-MM-DD (a UTC day on the server). */
const Day = z.iso.date();

/**
 * The viewer's and the export's filters. `actor`: a user id, or part of an email or name.
 * `target`: a target id, a target type, "type:id", or the subject user's id or part of its email.
 * `from`/`to`: UTC days, both inclusive.
 */
export const auditLogFilters = {
  actor: z.string().trim().min(1).max(200).optional(),
  action: AuditActionFilter.optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: Day.optional(),
  to: Day.optional(),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeMessage = { message: "`from` must not be after `to`", path: ["to"] };

export const AuditLogExportQuery = z
  .strictObject(auditLogFilters)
  .refine(fromNotAfterTo, rangeMessage);
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuery>;

export const AuditLogQuery = z
  .strictObject({ ...auditLogFilters, ...cursorPage })
  .refine(fromNotAfterTo, rangeMessage);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditPerson = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
});
export type AuditPerson = z.infer<typeof AuditPerson>;

export const AuditLogEntry = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  /** One of `auditActions` (kept a string: entries outlive renamed actions). */
  action: z.string(),
  actor: AuditPerson.nullable(),
  subject: AuditPerson.nullable(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** Display names of the people, companies, offers and budgets `details` names by id. */
  names: z.record(z.string(), z.string()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogPage = cursorList(AuditLogEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** The CSV export stops at this many rows (newest first); the answer says when it did. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
