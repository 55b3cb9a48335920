import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { developers, passwordResetTokens, profileClaims } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export async function insertPasswordReset(
  db: Executor,
  input: { userId: string; tokenHash: string; ttlSeconds: number },
) {
  await db.insert(passwordResetTokens).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
}

/** The reset row for a token hash, with whether it can still be used. */
export async function findPasswordReset(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: passwordResetTokens.id,
        userId: passwordResetTokens.userId,
        usable: sql<boolean>`${passwordResetTokens.usedAt} is null and ${passwordResetTokens.expiresAt} > now()`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash)),
  );
}

/** Marks a reset token used; false when another request used it first (single use). */
export async function consumePasswordReset(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

export async function insertProfileClaim(
  db: Executor,
  input: { developerId: string; tokenHash: string; ttlSeconds: number },
) {
  const [row] = await db
    .insert(profileClaims)
    .values({
      developerId: input.developerId,
      tokenHash: input.tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
    })
    .returning({ expiresAt: profileClaims.expiresAt });
  return row!;
}

/** Consumes a usable claim token and returns its developer id, or undefined. */
export async function consumeProfileClaim(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(profileClaims)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(profileClaims.tokenHash, tokenHash),
        isNull(profileClaims.usedAt),
        sql`${profileClaims.expiresAt} > now()`,
      ),
    )
    .returning({ developerId: profileClaims.developerId });
  return row;
}

/**
 * Marks every outstanding reset token and profile claim of a user as used (decision 0014):
 * once a claim or a reset set the password, no other link mailed earlier may set it again.
 */
export async function invalidateUserTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db
    .update(profileClaims)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        isNull(profileClaims.usedAt),
        inArray(
          profileClaims.developerId,
          db.select({ id: developers.id }).from(developers).where(eq(developers.userId, userId)),
        ),
      ),
    );
}
