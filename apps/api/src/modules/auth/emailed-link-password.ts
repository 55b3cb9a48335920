import {
  type Executor,
  invalidateUserTokens,
  markEmailVerified,
  revokeUserSessions,
  setPasswordHash,
} from "@encaja/db/queries";

/**
 * Sets a password chosen through an emailed link (a reset or a profile claim). The link proved
 * the address; every other reset or claim link mailed earlier dies with it (decision 0014), and
 * every session of the user ends.
 */
export async function setPasswordFromEmailedLink(
  tx: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await setPasswordHash(tx, userId, passwordHash);
  await invalidateUserTokens(tx, userId);
  await markEmailVerified(tx, userId);
  await revokeUserSessions(tx, userId);
}
