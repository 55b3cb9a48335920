import type { Role } from "@encaja/contracts";
import { type Executor, insertSession, isAccountDisabled } from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import { hashToken, newToken } from "./tokens";

const DAY = 86_400;
/** Staff accounts see everyone's data, so their sessions are short (ARCHITECTURE §3). */
const shortLived = new Set<Role>(["matchers", "superAdmin", "hardInterviewer"]);

export function sessionLifetime(role: Role): { idleSeconds: number; absoluteSeconds: number } {
  return shortLived.has(role)
    ? { idleSeconds: 3_600, absoluteSeconds: 12 * 3_600 }
    : { idleSeconds: 7 * DAY, absoluteSeconds: 30 * DAY };
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Creates a session and returns the only copy of its bearer token. A disabled account gets
 * none (ACCOUNT_DISABLED, 403: asked only after the credentials were verified).
 */
export async function issueSession(
  db: Executor,
  user: { userId: string; role: Role },
  method: "password" | "google",
  meta: SessionMeta = {},
): Promise<string> {
  if (await isAccountDisabled(db, user.userId)) {
    throw appError("ACCOUNT_DISABLED", "This account has been disabled");
  }
  const token = newToken();
  await insertSession(db, {
    userId: user.userId,
    tokenHash: hashToken(token),
    method,
    ...sessionLifetime(user.role),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent ?? null,
  });
  return token;
}
