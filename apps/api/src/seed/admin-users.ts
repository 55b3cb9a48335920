import { randomBytes } from "node:crypto";
import type { Db } from "@encaja/db/client";
import {
  createDeveloperUser,
  findPendingInvitationByEmail,
  findUserByEmail,
  insertInvitation,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../lib/password";
import { hashToken } from "../modules/auth/tokens";
import { DEMO_PASSWORD } from "./demo-accounts";

export const DEMO_DISABLED_DEVELOPER = "cuenta.desactivada@demo.encaja.dev";
export const DEMO_DISABLED_REASON = "Perfil duplicado: usa la cuenta dev001@demo.encaja.dev";
export const DEMO_STAFF_INVITATION = "nueva.matcher@demo.encaja.dev";

/**
 * Demo data for /admin/users and /admin/invitations: a disabled developer (with its
 * reason) and a pending internal invitation from the demo super admin. Idempotent.
 */
export async function seedDemoAdminUsers(db: Db): Promise<void> {
  if (!(await findUserByEmail(db, DEMO_DISABLED_DEVELOPER))) {
    const { user } = await createDeveloperUser(db, {
      email: DEMO_DISABLED_DEVELOPER,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: "Bruno",
      lastName: "Desactivado",
    });
    await db
      .update(schema.users)
      .set({ disabledAt: sql`now()`, disabledReason: DEMO_DISABLED_REASON, version: 2 })
      .where(eq(schema.users.id, user.id));
  }
  const admin = await findUserByEmail(db, "admin@demo.encaja.dev");
  if (admin && !(await findPendingInvitationByEmail(db, DEMO_STAFF_INVITATION))) {
    // Its link is known to no one: it is there to be seen, resent or revoked.
    await insertInvitation(db, {
      tokenHash: hashToken(randomBytes(32).toString("base64url")),
      type: "internal",
      email: DEMO_STAFF_INVITATION,
      role: "matchers",
      customerId: null,
      invitedBy: admin.id,
      ttlSeconds: 7 * 86_400,
    });
  }
}
