import { eq, lt, sql } from "drizzle-orm";
import { oauthStates } from "../schema";
import type { Executor } from "./executor";

export interface NewOAuthState {
  /** SHA-256 of the `state` sent to the provider; the raw value is never stored. */
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  portal: string;
  mode: string;
  callback: string | null;
  ttlSeconds: number;
}

/** Stores a pending sign-in and prunes the ones that expired unused. */
export async function insertOAuthState(db: Executor, input: NewOAuthState) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  const { ttlSeconds, ...values } = input;
  await db.insert(oauthStates).values({
    ...values,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

/**
 * Single use: deletes the pending sign-in for a state hash and returns it, with whether it
 * was still within its lifetime. Undefined when unknown or already consumed.
 */
export async function consumeOAuthState(db: Executor, stateHash: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .returning({
      codeVerifier: oauthStates.codeVerifier,
      nonce: oauthStates.nonce,
      portal: oauthStates.portal,
      mode: oauthStates.mode,
      callback: oauthStates.callback,
      usable: sql<boolean>`${oauthStates.expiresAt} > now()`,
    });
  return row;
}
