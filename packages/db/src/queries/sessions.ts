import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { internalStaff, sessions, users } from "../schema";
import { revokeUserApiKeys } from "./api-keys";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export interface NewSession {
  userId: string;
  tokenHash: string;
  idleSeconds: number;
  absoluteSeconds: number;
  method: "password" | "google";
  ip?: string | null;
  userAgent?: string | null;
}

export async function insertSession(db: Executor, s: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: s.userId,
      tokenHash: s.tokenHash,
      method: s.method,
      idleExpiresAt: sql`now() + make_interval(secs => ${s.idleSeconds})`,
      absoluteExpiresAt: sql`now() + make_interval(secs => ${s.absoluteSeconds})`,
      ip: s.ip ?? null,
      userAgent: s.userAgent?.slice(0, 512) ?? null,
    })
    .returning();
  return row!;
}

/**
 * A live session (not revoked, not idle- or absolutely-expired, user neither deleted nor
 * disabled, nor a disabled staff member) with its user's role.
 */
export async function findActiveSession(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        role: users.role,
        method: sessions.method,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          isNull(users.deletedAt),
          isNull(users.disabledAt),
          sql`not exists (select 1 from ${internalStaff} where ${internalStaff.userId} = ${sessions.userId} and not ${internalStaff.active})`,
          gt(sessions.idleExpiresAt, sql`now()`),
          gt(sessions.absoluteExpiresAt, sql`now()`),
        ),
      ),
  );
}

/** Slides the idle expiry, never past the absolute one. Called at most once a minute per session. */
export async function touchSession(db: Executor, id: string, idleSeconds: number) {
  const [row] = await db
    .update(sessions)
    .set({
      lastSeenAt: sql`now()`,
      idleExpiresAt: sql`least(now() + make_interval(secs => ${idleSeconds}), ${sessions.absoluteExpiresAt})`,
    })
    .where(eq(sessions.id, id))
    .returning({ idleExpiresAt: sessions.idleExpiresAt });
  return row?.idleExpiresAt;
}

export async function revokeSession(db: Executor, id: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, id));
}

/** Revokes every live session of a user, except `keepId` when given. */
export async function revokeUserSessions(db: Executor, userId: string, keepId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    );
}

/** Housekeeping: drop sessions that ended more than a week ago. */
export async function deleteStaleSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, sql`now() - interval '7 days'`));
}

/**
 * True when the account was disabled: by a superAdmin (users.disabled_at) or, for
 * a staff member, through internal_staff.active.
 */
export async function isAccountDisabled(db: Executor, userId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ disabledAt: users.disabledAt, active: internalStaff.active })
      .from(users)
      .leftJoin(internalStaff, eq(internalStaff.userId, users.id))
      .where(eq(users.id, userId)),
  );
  return row !== undefined && (row.disabledAt !== null || row.active === false);
}

/**
 * Enables or disables a staff account; disabling revokes its sessions (migration 0011 trigger)
 * and its API keys.
 */
export async function setStaffActive(db: Executor, userId: string, active: boolean) {
  if (!active) await revokeUserApiKeys(db, userId);
  await db.update(internalStaff).set({ active }).where(eq(internalStaff.userId, userId));
}
