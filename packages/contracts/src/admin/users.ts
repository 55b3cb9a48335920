import { z } from "zod";
import { Role } from "../enums";
import { InternalInviteRole } from "../identity/invitations";
import { cursorList, cursorPage } from "../offers/pagination";

/** Admin backoffice: users, their sessions and internal invitations (ADR 0029). */

export const adminUserStatuses = ["active", "disabled", "unverified"] as const;
/** `disabled` wins over `unverified`; `active` = neither. Deleted accounts are not listed. */
export const AdminUserStatus = z.enum(adminUserStatuses);
export type AdminUserStatus = z.infer<typeof AdminUserStatus>;

const Timestamp = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD`, a UTC day (sign-up date filters). */
const Day = z.iso.date();

export const AdminUsersQuery = z.strictObject({
  /** Name or email, accent- and case-insensitive. */
  q: z.string().trim().max(100).optional(),
  role: Role.optional(),
  /** A company's id: its owner and associates. */
  customerId: z.uuid().optional(),
  /** A company name search (accent- and case-insensitive): owners and associates. */
  company: z.string().trim().max(100).optional(),
  status: AdminUserStatus.optional(),
  /** Signed up on or after this UTC day. */
  createdFrom: Day.optional(),
  /** Signed up on or before this UTC day. */
  createdTo: Day.optional(),
  ...cursorPage,
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  role: Role,
  /** The company of a customer (owner) or an associate; null for everyone else. */
  companyName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  status: AdminUserStatus,
  createdAt: Timestamp,
  /** The latest activity of any of the user's sessions; null when never signed in. */
  lastSeenAt: Timestamp.nullable(),
  /** Send it back with every change (a stale one answers RECORD_CHANGED). */
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = cursorList(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

/** One live session of a user, as the admin sees it (full IP and user agent). */
export const AdminUserSession = z.object({
  id: z.uuid(),
  createdAt: Timestamp,
  lastSeenAt: Timestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.enum(["password", "google"]),
});
export type AdminUserSession = z.infer<typeof AdminUserSession>;

export const AdminUserDetail = AdminUser.extend({
  disabledAt: Timestamp.nullable(),
  disabledReason: z.string().nullable(),
  sessions: z.array(AdminUserSession),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserSessionParams = z.strictObject({ id: z.uuid(), sessionId: z.uuid() });

export const DisableUserRequest = z.strictObject({
  version: z.number().int().min(1),
  /** Kept with the account and in the audit log. */
  reason: z.string().trim().min(3).max(500),
});
export type DisableUserRequest = z.infer<typeof DisableUserRequest>;

export const EnableUserRequest = z.strictObject({ version: z.number().int().min(1) });
export type EnableUserRequest = z.infer<typeof EnableUserRequest>;

/** Only between internal roles (matchers ↔ hardInterviewer ↔ superAdmin). */
export const ChangeUserRoleRequest = z.strictObject({
  version: z.number().int().min(1),
  role: InternalInviteRole,
});
export type ChangeUserRoleRequest = z.infer<typeof ChangeUserRoleRequest>;

export const adminInvitationStatuses = ["pending", "accepted", "expired", "revoked"] as const;
export const AdminInvitationStatus = z.enum(adminInvitationStatuses);
export type AdminInvitationStatus = z.infer<typeof AdminInvitationStatus>;

export const AdminInvitationsQuery = z.strictObject({
  status: AdminInvitationStatus.optional(),
  role: InternalInviteRole.optional(),
  /** Part of the invited email. */
  q: z.string().trim().max(100).optional(),
  ...cursorPage,
});
export type AdminInvitationsQuery = z.infer<typeof AdminInvitationsQuery>;

/** An internal (staff) invitation. */
export const AdminInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: InternalInviteRole,
  status: AdminInvitationStatus,
  invitedByName: z.string().nullable(),
  invitedByEmail: z.string().nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export type AdminInvitation = z.infer<typeof AdminInvitation>;

export const AdminInvitationList = cursorList(AdminInvitation);
export type AdminInvitationList = z.infer<typeof AdminInvitationList>;
