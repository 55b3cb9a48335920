import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUsersQuery,
  ChangeUserRoleRequest,
  DisableUserRequest,
  EnableUserRequest,
  Role,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type AdminUserRow,
  countOtherActiveSuperAdmins,
  type Executor,
  findUserForAdmin,
  listLiveSessionsOfUser,
  listUsersForAdmin,
  lockUserForAdmin,
  recordAudit,
  revokeCalendarFeeds,
  revokeLiveSessionsOfUser,
  setInternalUserRole,
  setUserDisabled,
} from "@encaja/db/queries";
import { appError, notFound } from "../../../errors/app-error";
import type { auditMeta } from "../audit-meta";

/** Who acts, from where, in which request (see `auditMeta`). */
export type AdminMeta = ReturnType<typeof auditMeta>;

const internalRoles = new Set<Role>(["matchers", "hardInterviewer", "superAdmin"]);

export const pageOffset = (cursor: string | undefined) =>
  cursor ? Math.max(Number.parseInt(cursor, 10) || 0, 0) : 0;

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    companyName: row.companyName,
    customerId: row.customerId,
    status: row.disabled ? "disabled" : row.emailVerifiedAt ? "active" : "unverified",
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    version: row.version,
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The cursor is the offset of the next page (newest sign-ups first). */
export async function listAdminUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const offset = pageOffset(query.cursor);
  const rows = await listUsersForAdmin(db, {
    q: query.q || undefined,
    role: query.role,
    customerId: query.customerId,
    company: query.company || undefined,
    status: query.status,
    createdFrom: query.createdFrom ? new Date(`${query.createdFrom}T00:00:00Z`) : undefined,
    createdBefore: query.createdTo ? nextDay(query.createdTo) : undefined,
    limit: query.limit,
    offset,
  });
  return {
    items: rows.slice(0, query.limit).map(toAdminUser),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

export async function readAdminUser(db: Executor, userId: string): Promise<AdminUserDetail> {
  const row = await findUserForAdmin(db, userId);
  if (!row) throw notFound("User");
  const sessions = await listLiveSessionsOfUser(db, userId);
  return {
    ...toAdminUser(row),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      method: s.method === "google" ? "google" : "password",
    })),
  };
}

/** Locks the user and checks the version the admin saw (RECORD_CHANGED when stale). */
async function lockAtVersion(tx: Executor, userId: string, version: number) {
  const user = await lockUserForAdmin(tx, userId);
  if (!user) throw notFound("User");
  if (user.version !== version) {
    throw appError("RECORD_CHANGED", "This user changed since you loaded it", {
      details: { currentVersion: user.version },
    });
  }
  return user;
}

async function requireAnotherSuperAdmin(tx: Executor, userId: string) {
  if ((await countOtherActiveSuperAdmins(tx, userId)) === 0) {
    throw appError("LAST_SUPER_ADMIN", "This is the last active super admin");
  }
}

const userTarget = (id: string) => ({ type: "user", id });

export async function disableUser(
  db: Db,
  meta: AdminMeta,
  userId: string,
  input: DisableUserRequest,
): Promise<AdminUserDetail> {
  if (userId === meta.actorUserId) {
    throw appError("CONFLICT", "You cannot disable your own account");
  }
  return db.transaction(async (tx) => {
    const user = await lockAtVersion(tx, userId, input.version);
    if (user.disabledAt) {
      throw appError("RECORD_CHANGED", "This account is already disabled", {
        details: { currentVersion: user.version },
      });
    }
    if (user.role === "superAdmin") await requireAnotherSuperAdmin(tx, userId);
    await setUserDisabled(tx, userId, input.reason);
    // A calendar feed is a credential of its own: it stops now and stays off if re-enabled.
    await revokeCalendarFeeds(tx, userId);
    await recordAudit(tx, {
      ...meta,
      action: "user.disabled",
      subjectUserId: userId,
      target: userTarget(userId),
      details: { reason: input.reason },
    });
    return readAdminUser(tx, userId);
  });
}

export async function enableUser(
  db: Db,
  meta: AdminMeta,
  userId: string,
  input: EnableUserRequest,
): Promise<AdminUserDetail> {
  return db.transaction(async (tx) => {
    const user = await lockAtVersion(tx, userId, input.version);
    if (!user.disabledAt) {
      throw appError("RECORD_CHANGED", "This account is not disabled", {
        details: { currentVersion: user.version },
      });
    }
    await setUserDisabled(tx, userId, null);
    await recordAudit(tx, {
      ...meta,
      action: "user.enabled",
      subjectUserId: userId,
      target: userTarget(userId),
    });
    return readAdminUser(tx, userId);
  });
}

/**
 * Moves a staff member between internal roles. Its sessions end (a session must not keep the
 * old role's rights); the caller drops the cached identity after the commit.
 */
export async function changeUserRole(
  db: Db,
  meta: AdminMeta,
  userId: string,
  input: ChangeUserRoleRequest,
): Promise<AdminUserDetail> {
  return db.transaction(async (tx) => {
    const user = await lockAtVersion(tx, userId, input.version);
    if (!internalRoles.has(user.role)) {
      throw appError("CONFLICT", "Only internal staff can change role");
    }
    if (user.role === input.role) return readAdminUser(tx, userId);
    if (user.role === "superAdmin") await requireAnotherSuperAdmin(tx, userId);
    await setInternalUserRole(tx, userId, input.role);
    await revokeLiveSessionsOfUser(tx, userId);
    await recordAudit(tx, {
      ...meta,
      action: "role.changed",
      subjectUserId: userId,
      target: userTarget(userId),
      details: { from: user.role, to: input.role },
    });
    return readAdminUser(tx, userId);
  });
}
