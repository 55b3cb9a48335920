import type { AccountSessionList } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { listLiveSessions, revokeOwnSession, revokeUserSessions } from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { deviceOf, truncatedIp } from "./device";

export async function listSessions(db: Db, auth: AuthContext): Promise<AccountSessionList> {
  const rows = await listLiveSessions(db, auth.userId);
  return {
    items: rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      method: s.method === "google" ? "google" : "password",
      device: deviceOf(s.userAgent),
      ip: truncatedIp(s.ip),
      current: s.id === auth.sessionId,
    })),
  };
}

/** Signs out one of the user's own sessions; another user's (or an unknown) id is 404. */
export async function revokeSession(db: Db, auth: AuthContext, sessionId: string) {
  if (!(await revokeOwnSession(db, auth.userId, sessionId))) throw notFound("Session");
}

export async function revokeOtherSessions(db: Db, auth: AuthContext) {
  await revokeUserSessions(db, auth.userId, auth.sessionId);
}
