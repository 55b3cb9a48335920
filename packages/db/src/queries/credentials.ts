import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { credentials, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A live (not deleted) user and how they sign in. */
const findLiveLogin = (db: Executor, match: SQL) =>
  firstRow(
    db
      .select({
        userId: users.id,
        role: users.role,
        locale: users.locale,
        fullName: users.fullName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        passwordHash: credentials.passwordHash,
        googleSubject: credentials.googleSubject,
      })
      .from(users)
      .leftJoin(credentials, eq(credentials.userId, users.id))
      .where(and(match, isNull(users.deletedAt))),
  );

export async function findLoginByEmail(db: Executor, email: string) {
  return findLiveLogin(db, eq(users.email, email));
}

export async function findLoginByUserId(db: Executor, userId: string) {
  return findLiveLogin(db, eq(users.id, userId));
}

export async function findLoginByGoogleSubject(db: Executor, subject: string) {
  return firstRow(
    db
      .select({ userId: users.id, role: users.role, email: users.email })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.userId))
      .where(and(eq(credentials.googleSubject, subject), isNull(users.deletedAt))),
  );
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .insert(credentials)
    .values({ userId, passwordHash, passwordChangedAt: sql`now()` })
    .onConflictDoUpdate({
      target: credentials.userId,
      set: { passwordHash, passwordChangedAt: sql`now()` },
    });
}
