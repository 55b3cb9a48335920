import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  clearLoginFailures,
  consumePasswordReset,
  findLoginByEmail,
  findLoginByUserId,
  findPasswordReset,
  insertPasswordReset,
  recordAudit,
  revokeUserSessions,
  setPasswordHash,
} from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import { verifyPassword } from "../../lib/password";
import type { ServiceDeps } from "../deps";
import { setPasswordFromEmailedLink } from "./emailed-link-password";
import { dummyPasswordHash, hashNewPassword } from "./password-policy";
import { hashToken } from "./tokens";
import { emailUserLink, withinEmailCap } from "./user-link-email";

const RESET_TTL_SECONDS = 30 * 60;

/** Always succeeds from the caller's point of view: no account enumeration. */
export async function requestPasswordReset(
  deps: ServiceDeps,
  input: ForgotPasswordRequest,
  locale: "es" | "en",
  ip: string,
): Promise<void> {
  const db = deps.db;
  const account = await findLoginByEmail(db, input.email);
  const allowed = await withinEmailCap(db, "forgot-email", input.email);
  if (!account || !allowed) {
    await verifyPassword(await dummyPasswordHash(), input.email); // same cost as the real path
    return;
  }
  const emailLocale = input.locale ?? (account.locale === "en" ? "en" : locale);
  await db.transaction(async (tx) => {
    await emailUserLink(
      deps,
      tx,
      { id: account.userId, email: account.email, fullName: account.fullName },
      { store: insertPasswordReset, ttlSeconds: RESET_TTL_SECONDS, page: "/new-password" },
      {
        template: "password-reset",
        locale: emailLocale,
        data: { expiresMinutes: RESET_TTL_SECONDS / 60 },
      },
    );
    await recordAudit(tx, {
      action: "password.reset_requested",
      subjectUserId: account.userId,
      ip,
    });
  });
}

export async function resetPassword(
  db: Db,
  input: ResetPasswordRequest,
  ip: string,
): Promise<string> {
  const reset = await findPasswordReset(db, hashToken(input.token));
  if (!reset) throw appError("E0005", "This reset link does not exist");
  if (!reset.usable) throw appError("E0006", "This reset link has expired or was already used");
  const passwordHash = await hashNewPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, reset.id))) {
      throw appError("E0006", "This reset link has expired or was already used");
    }
    await setPasswordFromEmailedLink(tx, reset.userId, passwordHash);
    // The emailed link proves the owner: lift any sign-in limit others ran up on the account.
    const owner = await findLoginByUserId(tx, reset.userId);
    if (owner) await clearLoginFailures(tx, owner.email);
    await recordAudit(tx, { action: "password.reset_done", subjectUserId: reset.userId, ip });
  });
  return reset.userId;
}

export async function changePassword(
  db: Db,
  auth: { userId: string; sessionId: string },
  input: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  const account = await findLoginByUserId(db, auth.userId);
  if (!account) throw appError("AUTH_REQUIRED", "Authentication required");
  if (!account.passwordHash) {
    throw appError("E0ARWG", "This account signs in with Google and has no password to change");
  }
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw appError("WRONG_CURRENT_PASSWORD", "The current password is incorrect");
  }
  const passwordHash = await hashNewPassword(input.newPassword, "body.newPassword");
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.userId, passwordHash);
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await clearLoginFailures(tx, account.email);
    await recordAudit(tx, { action: "password.changed", actorUserId: auth.userId, ip });
  });
}
