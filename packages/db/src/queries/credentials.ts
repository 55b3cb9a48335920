import { and, eq, isNull, sql } from "drizzle-orm";
import { credentials, users } from "../schema";
import type { Executor } from "./executor";

/** A live (not deleted) user and how they sign in. */
export async function findLoginByEmail(db: Executor, email: string) {
  const [row] = await db
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
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findLoginByUserId(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      passwordHash: credentials.passwordHash,
      googleSubject: credentials.googleSubject,
    })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findLoginByGoogleSubject(db: Executor, subject: string) {
  const [row] = await db
    .select({ userId: users.id, role: users.role, email: users.email })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(and(eq(credentials.googleSubject, subject), isNull(users.deletedAt)))
    .limit(1);
  return row;
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
