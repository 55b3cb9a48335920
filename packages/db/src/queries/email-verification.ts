import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { developers, emailVerificationTokens, users } from "../schema";
import { compiled } from "./compiled";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A new verification link; earlier unused links of the user stop working (only the newest counts). */
export async function insertEmailVerification(
  db: Executor,
  input: { userId: string; tokenHash: string; ttlSeconds: number },
) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailVerificationTokens.userId, input.userId), isNull(emailVerificationTokens.usedAt)),
    );
  await db.insert(emailVerificationTokens).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
}

/** The link row for a token hash, with whether it can still be used. */
export async function findEmailVerification(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: emailVerificationTokens.id,
        userId: emailVerificationTokens.userId,
        usable: sql<boolean>`${emailVerificationTokens.usedAt} is null and ${emailVerificationTokens.expiresAt} > now()`,
      })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, tokenHash)),
  );
}

/** Marks a link used; false when another request used it first (single use). */
export async function consumeEmailVerification(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.id, id),
        isNull(emailVerificationTokens.usedAt),
        sql`${emailVerificationTokens.expiresAt} > now()`,
      ),
    )
    .returning({ id: emailVerificationTokens.id });
  return rows.length === 1;
}

/** Records that the user proved the email (keeps the first proof's time). */
export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

const verifiedUser = compiled(["userId"], (db, p) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, p.userId), isNotNull(users.emailVerifiedAt))),
);
export async function isEmailVerified(db: Executor, userId: string): Promise<boolean> {
  const rows = await verifiedUser(db, { userId });
  return rows.length > 0;
}

/**
 * True when the developer has an account whose email is not verified yet. Developers without
 * an account (imported profiles) are not concerned: they are not signing anything up.
 */
export async function developerEmailUnverified(
  db: Executor,
  developerId: string,
): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: developers.id })
      .from(developers)
      .innerJoin(users, eq(users.id, developers.userId))
      .where(and(eq(developers.id, developerId), isNull(users.emailVerifiedAt))),
  );
  return Boolean(row);
}
