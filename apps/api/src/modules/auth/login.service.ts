import type { LoginRequest, LoginResponse, Role } from "@encaja/contracts";
import {
  clearLoginFailures,
  countLoginFailuresForEmail,
  countLoginFailuresForIp,
  type Db,
  findLoginByEmail,
  recordAudit,
  recordLoginFailure,
  verifyPassword,
} from "@encaja/db";
import { AppError } from "../../errors/app-error";
import { dummyPasswordHash } from "./password-policy";
import { rateLimited } from "./rate-limit";
import { issueSession, type SessionMeta } from "./session-policy";
import { emailNotVerified, isInternalRole } from "./verification.service";

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 50;

const wrongCredentials = () => new AppError("E00IUC", 401, "The email or password is incorrect");

/** DESIGN §3: developers (and staff) use the developer portal; companies the customer one. */
export function checkPortal(role: Role, portal: "developer" | "customer"): void {
  if (portal === "customer" && role === "developer") {
    throw new AppError("E0009", 403, "Registered as a developer: use the developer sign-in page");
  }
  if (portal === "developer" && (role === "customer" || role === "customerAssociate")) {
    throw new AppError("E0010", 403, "Registered as a customer: use the customer sign-in page");
  }
}

export async function login(
  db: Db,
  input: LoginRequest,
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  const [byAccount, byIp] = await Promise.all([
    countLoginFailuresForEmail(db, input.email, WINDOW_SECONDS),
    countLoginFailuresForIp(db, meta.ip, WINDOW_SECONDS),
  ]);
  if (byAccount.count >= MAX_FAILURES_PER_ACCOUNT) throw rateLimited(byAccount.retryAfterSeconds);
  if (byIp.count >= MAX_FAILURES_PER_IP) throw rateLimited(byIp.retryAfterSeconds);

  const account = await findLoginByEmail(db, input.email);
  const fail = async () => {
    await recordLoginFailure(db, input.email, meta.ip);
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
      throw new AppError(
        "E0ARWG",
        400,
        "This account was registered with Google: sign in with Google",
      );
    }
    // Unknown email (or a sourced profile not yet claimed): spend the same time as a real check.
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw await fail();
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw await fail();

  const role = account.role as Role;
  checkPortal(role, input.portal ?? "developer");
  // ADR 0016: a self-signed-up staff account holds no role until its email link is opened.
  if (isInternalRole(role) && !account.emailVerifiedAt) throw emailNotVerified();
  const accessToken = await issueSession(db, { userId: account.userId, role }, "password", meta);
  await clearLoginFailures(db, input.email);
  await recordAudit(db, { action: "login.ok", actorUserId: account.userId, ip: meta.ip });
  return { access_token: accessToken, role };
}
