import type { Role } from "@encaja/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { customers, invitations, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export async function insertInvitation(
  db: Executor,
  input: {
    tokenHash: string;
    type: "customerAssociate" | "internal";
    email: string;
    role: Role;
    customerId: string | null;
    invitedBy: string;
    ttlSeconds: number;
  },
) {
  const [row] = await db
    .insert(invitations)
    .values({
      tokenHash: input.tokenHash,
      type: input.type,
      email: input.email,
      role: input.role,
      customerId: input.customerId,
      invitedBy: input.invitedBy,
      expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
    })
    .returning();
  return row!;
}

/** An invitation that can still be used: not accepted, not revoked, not expired. */
export const pendingInvitation = (): SQL =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    sql`${invitations.expiresAt} > now()`,
  )!;

/** A pending (unused, unrevoked, unexpired) invitation with its company's name and the inviter's name. */
export async function findPendingInvitation(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({
        id: invitations.id,
        type: invitations.type,
        email: invitations.email,
        role: invitations.role,
        customerId: invitations.customerId,
        customerName: customers.name,
        invitedBy: invitations.invitedBy,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .leftJoin(customers, eq(customers.id, invitations.customerId))
      .where(and(eq(invitations.tokenHash, tokenHash), pendingInvitation())),
  );
}

/**
 * Marks an invitation accepted; false if it was accepted, revoked or expired since it was read
 * (single use, and a revoked invitation's seat may already be someone else's).
 */
export async function acceptInvitation(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.id, id), pendingInvitation()))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function findCustomerByOwner(db: Executor, ownerUserId: string) {
  return firstRow(db.select().from(customers).where(eq(customers.ownerUserId, ownerUserId)));
}

export async function findUserName(db: Executor, userId: string) {
  return firstRow(
    db
      .select({ fullName: users.fullName, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId)),
  );
}
