import type { Role } from "@encaja/contracts";
import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  customerAssociates,
  customers,
  internalStaff,
  invitations,
  sessions,
  users,
} from "../schema";
import { revokeUserApiKeys } from "./api-keys";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** Admin backoffice: users, their sessions and internal invitations (ADR 0029). */

const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");
const folded = (column: SQL | typeof users.email, q: string) =>
  sql`encaja_unaccent(${column}::text) like '%' || encaja_unaccent(${likeLiteral(q)}) || '%'`;

const ownedCompany = alias(customers, "owned_company");
const associateCompany = alias(customers, "associate_company");

/** Disabled by a superAdmin, or a staff member switched off through internal_staff.active. */
const isDisabled = sql<boolean>`(${users.disabledAt} is not null or coalesce(not ${internalStaff.active}, false))`;
const companyName = sql<string | null>`coalesce(${ownedCompany.name}, ${associateCompany.name})`;
const companyId = sql<string | null>`coalesce(${ownedCompany.id}, ${associateCompany.id})`;

const adminUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabled: isDisabled,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  companyName,
  customerId: companyId,
  createdAt: users.createdAt,
  lastSeenAt:
    sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`.mapWith(
      (v: string | Date | null) => (v === null ? null : new Date(v)),
    ),
  version: users.version,
};

const adminUsers = (db: Executor) =>
  db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(internalStaff, eq(internalStaff.userId, users.id))
    .leftJoin(ownedCompany, eq(ownedCompany.ownerUserId, users.id))
    .leftJoin(customerAssociates, eq(customerAssociates.userId, users.id))
    .leftJoin(associateCompany, eq(associateCompany.id, customerAssociates.customerId));

export type AdminUserRow = Awaited<ReturnType<typeof findUserForAdmin>> & {};

export interface AdminUserFilters {
  q?: string;
  role?: Role;
  customerId?: string;
  company?: string;
  status?: "active" | "disabled" | "unverified";
  /** Inclusive lower bound and exclusive upper bound of the sign-up instant. */
  createdFrom?: Date;
  createdBefore?: Date;
  limit: number;
  offset: number;
}

function statusCondition(status: AdminUserFilters["status"]): SQL | undefined {
  if (status === "disabled") return isDisabled;
  if (status === "unverified") return and(sql`not ${isDisabled}`, isNull(users.emailVerifiedAt));
  if (status === "active") return and(sql`not ${isDisabled}`, isNotNull(users.emailVerifiedAt));
  return undefined;
}

/** Newest sign-ups first; one extra row tells whether another page exists. */
export async function listUsersForAdmin(db: Executor, f: AdminUserFilters) {
  return adminUsers(db)
    .where(
      and(
        isNull(users.deletedAt),
        f.q
          ? or(folded(sql`coalesce(${users.fullName}, '')`, f.q), folded(users.email, f.q))
          : undefined,
        f.role ? eq(users.role, f.role) : undefined,
        f.customerId ? sql`${companyId} = ${f.customerId}` : undefined,
        f.company ? folded(sql`coalesce(${companyName}, '')`, f.company) : undefined,
        statusCondition(f.status),
        f.createdFrom ? gte(users.createdAt, f.createdFrom) : undefined,
        f.createdBefore ? lt(users.createdAt, f.createdBefore) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.limit + 1)
    .offset(f.offset);
}

/** A user that is not deleted, as the admin pages show it. */
export async function findUserForAdmin(db: Executor, userId: string) {
  return firstRow(adminUsers(db).where(and(eq(users.id, userId), isNull(users.deletedAt))));
}

/** The user's sessions that still work (not revoked, not expired), newest activity first. */
export async function listLiveSessionsOfUser(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt));
}

const liveSession = () =>
  and(
    isNull(sessions.revokedAt),
    sql`${sessions.idleExpiresAt} > now()`,
    sql`${sessions.absoluteExpiresAt} > now()`,
  );

/** Locks the user's row for an admin change (undefined: missing or deleted). */
export async function lockUserForAdmin(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      version: users.version,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  return rows[0];
}

/**
 * How many other superAdmins could still sign in. Locks every superAdmin row first, so two
 * admins demoting or disabling each other at once cannot both pass the check.
 */
export async function countOtherActiveSuperAdmins(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id, disabledAt: users.disabledAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.role, "superAdmin"))
    .for("update");
  const others = rows.filter((r) => r.id !== userId && !r.disabledAt && !r.deletedAt);
  if (others.length === 0) return 0;
  const inactive = await db
    .select({ id: internalStaff.userId })
    .from(internalStaff)
    .where(and(eq(internalStaff.active, false)));
  const off = new Set(inactive.map((r) => r.id));
  return others.filter((r) => !off.has(r.id)).length;
}

/**
 * Sets or clears the disabling (the 0017 trigger revokes the sessions; disabling also revokes
 * the API keys, which re-enabling does not bring back) and bumps the version.
 */
export async function setUserDisabled(db: Executor, userId: string, reason: string | null) {
  if (reason !== null) await revokeUserApiKeys(db, userId);
  await db
    .update(users)
    .set({
      disabledAt: reason === null ? null : sql`now()`,
      disabledReason: reason,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Changes an internal user's role, bumps the version and keeps its internal_staff row. */
export async function setInternalUserRole(db: Executor, userId: string, role: Role) {
  await db
    .update(users)
    .set({ role, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.insert(internalStaff).values({ userId }).onConflictDoNothing();
}

/** Revokes this user's sessions that still work (all, or the one named); returns how many. */
async function revokeLiveSessions(db: Executor, userId: string, sessionId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        sessionId === undefined ? undefined : eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        liveSession(),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one live session of this user; false when there is none. */
export async function revokeLiveSessionOfUser(db: Executor, userId: string, sessionId: string) {
  return (await revokeLiveSessions(db, userId, sessionId)) === 1;
}

/** Revokes every session of this user that still works; returns how many. */
export const revokeLiveSessionsOfUser = (db: Executor, userId: string) =>
  revokeLiveSessions(db, userId);

const inviter = alias(users, "inviter");
const invitationStatus = sql<"pending" | "accepted" | "expired" | "revoked">`case
  when ${invitations.acceptedAt} is not null then 'accepted'
  when ${invitations.revokedAt} is not null then 'revoked'
  when ${invitations.expiresAt} <= now() then 'expired'
  else 'pending' end`;

const internalInvitations = (db: Executor) =>
  db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitationStatus,
      invitedByName: inviter.fullName,
      invitedByEmail: inviter.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy));

export type InternalInvitationRow = Awaited<ReturnType<typeof findInternalInvitation>> & {};

export async function listInternalInvitations(
  db: Executor,
  f: { status?: string; role?: Role; q?: string; limit: number; offset: number },
) {
  return internalInvitations(db)
    .where(
      and(
        eq(invitations.type, "internal"),
        f.status ? sql`${invitationStatus} = ${f.status}` : undefined,
        f.role ? eq(invitations.role, f.role) : undefined,
        f.q ? folded(sql`${invitations.email}`, f.q) : undefined,
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(f.limit + 1)
    .offset(f.offset);
}

export async function findInternalInvitation(db: Executor, id: string) {
  return firstRow(
    internalInvitations(db).where(and(eq(invitations.id, id), eq(invitations.type, "internal"))),
  );
}

/** This internal invitation, while neither accepted nor revoked (expired or not). */
const unsettledInternalInvitation = (id: string) =>
  and(
    eq(invitations.id, id),
    eq(invitations.type, "internal"),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );

/**
 * A new token and expiry for an internal invitation not accepted nor revoked (expired ones
 * included); the old token stops matching. False when it is no longer resendable.
 */
export async function renewInternalInvitation(
  db: Executor,
  id: string,
  tokenHash: string,
  ttlSeconds: number,
) {
  const rows = await db
    .update(invitations)
    .set({ tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .where(unsettledInternalInvitation(id))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Withdraws a pending internal invitation; false when it is not pending any more. */
export async function revokeInternalInvitation(db: Executor, id: string) {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(unsettledInternalInvitation(id), sql`${invitations.expiresAt} > now()`))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
