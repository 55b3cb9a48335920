/** The email outbox as superAdmin sees it at /admin/emails: what could not be delivered, and why. */
import { z } from "zod";
import { cursorList, cursorPage } from "../offers/pagination";

/** An outbox row's delivery state: waiting (or retrying), delivered, or given up on. */
export const emailOutboxStatuses = ["pending", "sent", "failed"] as const;
export const EmailOutboxStatus = z.enum(emailOutboxStatuses);
export type EmailOutboxStatus = z.infer<typeof EmailOutboxStatus>;

/** The states the admin list filters on: delivered emails are not worth a screen. */
export const adminEmailListStatuses = ["failed", "pending"] as const;
export const AdminEmailListStatus = z.enum(adminEmailListStatuses);
export type AdminEmailListStatus = z.infer<typeof AdminEmailListStatus>;

export const AdminEmailsQuery = z.strictObject({
  status: AdminEmailListStatus.default("failed"),
  ...cursorPage,
});
export type AdminEmailsQuery = z.infer<typeof AdminEmailsQuery>;

const Timestamp = z.iso.datetime({ offset: true });

/**
 * One outbox email without its body: a body may carry a one-time link (password reset,
 * invitation) that must not leave the outbox.
 */
export const AdminEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** The template it was rendered from ("password_reset", "notification"…). */
  template: z.string(),
  status: EmailOutboxStatus,
  /** Delivery attempts so far (0 again after a retry). */
  attempts: z.number().int(),
  /** The SMTP server's last answer or the connection error; null before any failure. */
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  /** When the sender tries it next (a failed email is not tried again until it is retried). */
  nextAttemptAt: Timestamp,
});
export type AdminEmail = z.infer<typeof AdminEmail>;

/** Newest first. */
export const AdminEmailList = cursorList(AdminEmail);
export type AdminEmailList = z.infer<typeof AdminEmailList>;
