import type { ErrorCode, Locale, Role } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  createCustomerUser,
  createDeveloperUser,
  type Executor,
  findLoginByEmail,
  findLoginByGoogleSubject,
  recordAudit,
} from "@encaja/db/queries";
import { type AppError, appError } from "../../../errors/app-error";
import { checkPortal } from "../login.service";
import { issueSession, type SessionMeta } from "../session-policy";
import type { GoogleIdentity } from "./flow";
import { companyNameFromEmail, customerFullName, developerNames } from "./profile";

export type Portal = "developer" | "customer";
export type Mode = "signin" | "signup";

export interface GoogleSignedIn {
  accessToken: string;
  role: Role;
}

/** These codes reach the user in the failure-page redirect; their status is the catalogue's. */
const failure = (code: ErrorCode, message: string) => appError(code, message);

/**
 * ARCHITECTURE §3 Google sign-in / sign-up for a verified identity. Throws an AppError whose code
 * is the one the failure page shows.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  request: { portal: Portal; mode: Mode; locale: Locale },
  meta: SessionMeta,
): Promise<GoogleSignedIn> {
  const bySubject = await findLoginByGoogleSubject(db, identity.subject);
  if (bySubject) {
    if (request.mode === "signup") throw failure("E00ARP", "Already registered with Google");
    const role = bySubject.role;
    checkPortal(role, request.portal);
    const accessToken = await issueSession(db, { userId: bySubject.userId, role }, "google", meta);
    await recordAudit(db, {
      action: "login.ok",
      actorUserId: bySubject.userId,
      ip: meta.ip ?? null,
      details: { via: "google" },
    });
    return { accessToken, role };
  }

  const byEmail = await findLoginByEmail(db, identity.email);
  if (byEmail) throw emailTaken(request.mode, byEmail);
  return db.transaction((tx) => register(tx, identity, request, meta));
}

/** The email belongs to an account that this Google identity is not linked to. */
function emailTaken(
  mode: Mode,
  account: { passwordHash: string | null; googleSubject: string | null },
): AppError {
  if (account.passwordHash) {
    return mode === "signup"
      ? failure("E0ARWP", "This email is registered with a password")
      : failure("E000ET", "Not registered with Google: sign in with your password");
  }
  if (account.googleSubject) {
    // Same email, another Google account id: never re-link silently.
    return failure("E00GAF", "The email is linked to a different Google account");
  }
  // A sourced profile nobody has claimed yet: the claim link is the way in.
  return mode === "signup"
    ? failure("E00UAR", "This email is already registered")
    : failure("E000ET", "Not registered with this method");
}

async function register(
  tx: Executor,
  identity: GoogleIdentity,
  request: { portal: Portal; locale: Locale },
  meta: SessionMeta,
): Promise<GoogleSignedIn> {
  const base = { email: identity.email, googleSubject: identity.subject, locale: request.locale };
  const { user } =
    request.portal === "developer"
      ? await createDeveloperUser(tx, { ...base, ...developerNames(identity) })
      : await createCustomerUser(tx, {
          ...base,
          fullName: customerFullName(identity),
          companyName: companyNameFromEmail(identity.email, request.locale),
        });
  const role: Role = request.portal;
  await recordAudit(tx, {
    action: "account.registered",
    actorUserId: user.id,
    ip: meta.ip ?? null,
    details: { role, via: "google" },
  });
  const accessToken = await issueSession(tx, { userId: user.id, role }, "google", meta);
  return { accessToken, role };
}
