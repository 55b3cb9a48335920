import type { Db } from "@encaja/db/client";
import {
  findUserForAdmin,
  recordAudit,
  revokeLiveSessionOfUser,
  revokeLiveSessionsOfUser,
} from "@encaja/db/queries";
import { notFound } from "../../../errors/app-error";
import type { AdminMeta } from "./users.service";

/** Ends one live session of a user (404 when the user or that live session is unknown). */
export async function endUserSession(db: Db, meta: AdminMeta, userId: string, sessionId: string) {
  if (!(await findUserForAdmin(db, userId))) throw notFound("User");
  await db.transaction(async (tx) => {
    if (!(await revokeLiveSessionOfUser(tx, userId, sessionId))) throw notFound("Session");
    await recordAudit(tx, {
      ...meta,
      action: "user.sessions_revoked",
      subjectUserId: userId,
      target: { type: "user", id: userId },
      details: { sessionIds: [sessionId], count: 1 },
    });
  });
}

/** Ends every live session of a user (a user without any is fine: nothing to end). */
export async function endUserSessions(db: Db, meta: AdminMeta, userId: string) {
  if (!(await findUserForAdmin(db, userId))) throw notFound("User");
  await db.transaction(async (tx) => {
    const count = await revokeLiveSessionsOfUser(tx, userId);
    await recordAudit(tx, {
      ...meta,
      action: "user.sessions_revoked",
      subjectUserId: userId,
      target: { type: "user", id: userId },
      details: { count },
    });
  });
}
