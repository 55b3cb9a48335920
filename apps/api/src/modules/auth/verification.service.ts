import type {
  Locale,
  ResendVerificationRequest,
  Role,
  VerifyEmailResponse,
} from "@encaja/contracts";
import {
  consumeEmailVerification,
  type Executor,
  findEmailVerification,
  findLoginByEmail,
  findLoginByUserId,
  insertEmailVerification,
  isEmailVerified,
  markEmailVerified,
  recordAudit,
} from "@encaja/db/queries";
import { appError, validationError } from "../../errors/app-error";
import type { ServiceDeps } from "../deps";
import { hashToken } from "./tokens";
import { emailUserLink, withinEmailCap } from "./user-link-email";

/** ADR 0016: a verification link lives one day; a resend replaces it. */
export const VERIFICATION_TTL_SECONDS = 24 * 3_600;

const INTERNAL_ROLES: readonly Role[] = ["superAdmin", "matchers", "hardInterviewer"];
export const isInternalRole = (role: string): boolean => INTERNAL_ROLES.includes(role as Role);

export const emailNotVerified = () =>
  appError("EMAIL_NOT_VERIFIED", "Confirm your email address first");

/** Throws 403 EMAIL_NOT_VERIFIED unless the user proved the email. */
export async function requireVerifiedEmail(db: Executor, userId: string): Promise<void> {
  if (!(await isEmailVerified(db, userId))) throw emailNotVerified();
}

/** Creates a link for the user and queues the email (in the caller's transaction). */
export async function sendVerificationEmail(
  deps: ServiceDeps,
  tx: Executor,
  user: { id: string; email: string; fullName?: string | null },
  locale: Locale,
): Promise<void> {
  await emailUserLink(
    deps,
    tx,
    user,
    { store: insertEmailVerification, ttlSeconds: VERIFICATION_TTL_SECONDS, page: "/verify-email" },
    {
      template: "email-verification",
      locale,
      data: { expiresHours: VERIFICATION_TTL_SECONDS / 3_600 },
    },
  );
}

/** POST /auth/email/verify: single use, expires; marks the account verified. */
export async function verifyEmail(
  deps: ServiceDeps,
  token: string,
  ip: string,
): Promise<VerifyEmailResponse & { userId: string }> {
  const link = await findEmailVerification(deps.db, hashToken(token));
  if (!link) throw appError("VERIFICATION_LINK_INVALID", "Unknown verification link");
  const expired = () =>
    appError("VERIFICATION_LINK_EXPIRED", "This link has expired or was already used");
  if (!link.usable) throw expired();
  return deps.db.transaction(async (tx) => {
    if (!(await consumeEmailVerification(tx, link.id))) throw expired();
    await markEmailVerified(tx, link.userId);
    const account = await findLoginByUserId(tx, link.userId);
    if (!account) throw appError("VERIFICATION_LINK_INVALID", "Unknown verification link");
    await recordAudit(tx, { action: "email.verified", subjectUserId: link.userId, ip });
    return { verified: true as const, role: account.role, userId: link.userId };
  });
}

/**
 * POST /auth/email/resend: always "accepted" (no account enumeration); silently capped per
 * address so it cannot flood an inbox. Signed in, it resends to the account's own address.
 */
export async function resendVerification(
  deps: ServiceDeps,
  input: ResendVerificationRequest,
  signedInUserId: string | undefined,
  locale: Locale,
): Promise<void> {
  const db = deps.db;
  let email = input.email;
  if (signedInUserId) {
    email = (await findLoginByUserId(db, signedInUserId))?.email ?? email;
  }
  if (!email) {
    throw validationError([{ path: "body.email", message: "Required when not signed in" }]);
  }
  const allowed = await withinEmailCap(db, "verify-email", email);
  const account = await findLoginByEmail(db, email);
  if (!allowed || !account || account.emailVerifiedAt) return;
  const emailLocale = input.locale ?? (account.locale === "en" ? "en" : locale);
  await db.transaction(async (tx) => {
    await sendVerificationEmail(
      deps,
      tx,
      { id: account.userId, email: account.email, fullName: account.fullName },
      emailLocale,
    );
    await recordAudit(tx, { action: "email.verification_resent", subjectUserId: account.userId });
  });
}
