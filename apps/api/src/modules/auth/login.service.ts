import type { LoginRequest, LoginResponse, Role } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  beginLoginAttempt,
  clearLoginFailures,
  findLoginByEmail,
  forgetLoginAttempt,
  recordAudit,
} from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import { verifyPassword } from "../../lib/password";
import { clientKey } from "./client-address";
import { dummyPasswordHash } from "./password-policy";
import { rateLimited } from "./rate-limit";
import { issueSession, type SessionMeta } from "./session-policy";
import { emailNotVerified, isInternalRole } from "./verification.service";

/**
 * Failed sign-ins allowed in a sliding 15-minute window (docs/decisions/0015). A client is an
 * IPv4 address or an IPv6 /64. The tight limit is per account *and* client, so a stranger
 * guessing a victim's password does not lock the victim out; the per-account limit is a
 * high backstop against guessing from many addresses (a password reset lifts it at once).
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccountAndClient: 5,
  perClient: 50,
  perAccount: 100,
} as const;

const wrongCredentials = () => appError("E00IUC", "The email or password is incorrect");

/** ARCHITECTURE §3: developers (and staff) use the developer portal; companies the customer one. */
export function checkPortal(role: Role, portal: "developer" | "customer"): void {
  if (portal === "customer" && role === "developer") {
    throw appError("E0009", "Registered as a developer: use the developer sign-in page");
  }
  if (portal === "developer" && (role === "customer" || role === "customerAssociate")) {
    throw appError("E0010", "Registered as a customer: use the customer sign-in page");
  }
}

export async function login(
  db: Db,
  input: LoginRequest,
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  // Count first, in one committed row per attempt, so parallel guesses cannot all slip in.
  const attempt = await beginLoginAttempt(db, {
    email: input.email,
    client: clientKey(meta.ip),
    windowSeconds: LOGIN_LIMITS.windowSeconds,
  });
  const exceeded = [
    attempt.pair.count > LOGIN_LIMITS.perAccountAndClient ? attempt.pair : null,
    attempt.client.count > LOGIN_LIMITS.perClient ? attempt.client : null,
    attempt.account.count > LOGIN_LIMITS.perAccount ? attempt.account : null,
  ].filter((counter) => counter !== null);
  if (exceeded.length > 0) {
    // A refused attempt checked no password: it does not count (nor prolong the wait).
    await forgetLoginAttempt(db, attempt.id);
    await recordAudit(db, {
      action: "login.throttled",
      ip: meta.ip,
      details: { email: input.email },
    });
    throw rateLimited(Math.max(...exceeded.map((counter) => counter.retryAfterSeconds)));
  }

  const account = await findLoginByEmail(db, input.email);
  const fail = async () => {
    // The attempt's row stays: it is the failure record.
    await recordAudit(db, {
      action: "login.failed",
      subjectUserId: account?.userId ?? null,
      ip: meta.ip,
      details: { email: input.email },
    });
    return wrongCredentials();
  };

  if (!account?.passwordHash) {
    if (account?.googleSubject) {
      await forgetLoginAttempt(db, attempt.id);
      throw appError("E0ARWG", "This account was registered with Google: sign in with Google");
    }
    // Unknown email (or a sourced profile not yet claimed): spend the same time as a real check.
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw await fail();
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw await fail();

  // The right password forgets this account's failures (its own attempt row included).
  await clearLoginFailures(db, input.email);
  const role = account.role;
  checkPortal(role, input.portal ?? "developer");
  // ADR 0016: a self-signed-up staff account holds no role until its email link is opened.
  if (isInternalRole(role) && !account.emailVerifiedAt) throw emailNotVerified();
  const accessToken = await issueSession(db, { userId: account.userId, role }, "password", meta);
  await recordAudit(db, { action: "login.ok", actorUserId: account.userId, ip: meta.ip });
  return { access_token: accessToken, role };
}
