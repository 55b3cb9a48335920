import type { ClaimRequest, LoginResponse } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  consumeProfileClaim,
  type Executor,
  findDeveloperById,
  findLoginByUserId,
  insertProfileClaim,
  invalidateUserTokens,
  recordAudit,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import { setPasswordFromEmailedLink } from "../auth/emailed-link-password";
import { hashNewPassword } from "../auth/password-policy";
import { issueSession, type SessionMeta } from "../auth/session-policy";
import { hashToken, newToken } from "../auth/tokens";
import type { ServiceDeps } from "../deps";

const CLAIM_TTL_SECONDS = 14 * 86_400;
const noProfile = () => appError("E000IT", "This link matches no registered profile");

/** A matcher sends the developer behind a sourced profile a link to claim it. */
export async function createClaim(deps: ServiceDeps, actorUserId: string, developerId: string) {
  const developer = await findDeveloperById(deps.db, developerId);
  if (!developer?.userId) throw notFound("Developer");
  if (developer.profileSource === "register") {
    throw appError("CONFLICT", "This profile was created by the developer and needs no claim");
  }
  const account = await findLoginByUserId(deps.db, developer.userId);
  if (!account) throw notFound("Developer");
  if (account.passwordHash || account.googleSubject) {
    throw appError("CONFLICT", "This profile has already been claimed");
  }
  return deps.db.transaction(async (tx) => {
    const claim = await queueClaimInvitation(deps, tx, {
      developerId,
      email: account.email,
      name: `${developer.firstName} ${developer.lastName}`.trim(),
    });
    await recordAudit(tx, {
      action: "claim.created",
      actorUserId,
      subjectUserId: developer.userId,
      details: { developerId },
    });
    return { expiresAt: claim.expiresAt.toISOString() };
  });
}

/**
 * Stores a claim link for an unclaimed sourced profile and queues its email (outbox), inside
 * the caller's transaction. Also used by the superAdmin's sourced-profile import.
 */
export async function queueClaimInvitation(
  deps: Pick<ServiceDeps, "sendEmail" | "config">,
  tx: Executor,
  profile: { developerId: string; email: string; name: string },
) {
  const token = newToken();
  const claim = await insertProfileClaim(tx, {
    developerId: profile.developerId,
    tokenHash: hashToken(token),
    ttlSeconds: CLAIM_TTL_SECONDS,
  });
  await deps.sendEmail(tx, {
    to: profile.email,
    template: "profile-claim",
    locale: "es",
    data: {
      name: profile.name,
      link: `${deps.config.WEB_URL}/signup/invited/${token}`,
      expiresDays: CLAIM_TTL_SECONDS / 86_400,
    },
  });
  return claim;
}

/**
 * The developer sets a password on their sourced profile and is signed in. A claim link only
 * works while the profile is unclaimed (no password, no Google sign-in); using one
 * invalidates every other claim and reset link of the user and ends their sessions.
 */
export async function claimProfile(
  db: Db,
  input: ClaimRequest,
  meta: SessionMeta,
): Promise<LoginResponse & { userId: string }> {
  const passwordHash = await hashNewPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const claim = await consumeProfileClaim(tx, hashToken(input.token));
    if (!claim) return "unknown" as const;
    const developer = await findDeveloperById(tx, claim.developerId);
    if (!developer?.userId) return "unknown" as const;
    const account = await findLoginByUserId(tx, developer.userId);
    if (!account) return "unknown" as const;
    if (account.passwordHash || account.googleSubject) {
      // Keep the consumption and kill the sibling links: they can never be used again.
      await invalidateUserTokens(tx, developer.userId);
      return "claimed" as const;
    }
    await setPasswordFromEmailedLink(tx, developer.userId, passwordHash);
    await recordAudit(tx, {
      action: "claim.accepted",
      actorUserId: developer.userId,
      ip: meta.ip ?? null,
    });
    const token = await issueSession(
      tx,
      { userId: developer.userId, role: "developer" },
      "password",
      meta,
    );
    return { access_token: token, role: "developer" as const, userId: developer.userId };
  });
  if (outcome === "unknown") throw noProfile();
  if (outcome === "claimed") {
    throw appError("CONFLICT", "This profile has already been claimed");
  }
  return outcome;
}
