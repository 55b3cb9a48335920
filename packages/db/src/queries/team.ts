import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { customerAssociates, customers, invitations, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { pendingInvitation } from "./invitations";

/** The company's owner (if any) and its associates, oldest first. */
export async function listTeamMembers(db: Executor, customerId: string) {
  const owner = await db
    .select({
      id: customers.id,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      photoUrl: customers.photoUrl,
      joinedAt: users.createdAt,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.ownerUserId))
    .where(eq(customers.id, customerId));
  const associates = await db
    .select({
      id: customerAssociates.id,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      photoUrl: customerAssociates.photoUrl,
      joinedAt: customerAssociates.createdAt,
    })
    .from(customerAssociates)
    .innerJoin(users, eq(users.id, customerAssociates.userId))
    .where(and(eq(customerAssociates.customerId, customerId), isNull(users.deletedAt)))
    .orderBy(asc(customerAssociates.createdAt));
  return {
    owner: owner[0],
    associates,
  };
}

export async function listPendingTeamInvitations(db: Executor, customerId: string) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(eq(invitations.customerId, customerId), pendingInvitation()))
    .orderBy(asc(invitations.createdAt));
}

/** A pending invitation to this email, anywhere (one live invitation per address). */
export async function findPendingInvitationByEmail(db: Executor, email: string) {
  return firstRow(
    db
      .select({ id: invitations.id, customerId: invitations.customerId })
      .from(invitations)
      .where(and(eq(invitations.email, email), pendingInvitation())),
  );
}

/** Revokes a pending invitation of this company; false when there is none. */
export async function revokeTeamInvitation(
  db: Executor,
  customerId: string,
  invitationId: string,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.customerId, customerId),
        pendingInvitation(),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** One associate of this company, by customer_associates id. */
export async function findTeamAssociate(db: Executor, customerId: string, associateId: string) {
  return firstRow(
    db
      .select({ id: customerAssociates.id, userId: customerAssociates.userId })
      .from(customerAssociates)
      .where(
        and(eq(customerAssociates.id, associateId), eq(customerAssociates.customerId, customerId)),
      ),
  );
}
