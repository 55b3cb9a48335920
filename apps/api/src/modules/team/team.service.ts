import type { Team } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  eraseUser,
  findCustomerByOwner,
  findTeamAssociate,
  listPendingTeamInvitations,
  listTeamMembers,
  recordAudit,
  revokeTeamInvitation,
} from "@encaja/db/queries";
import { appError, forbidden, notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import type { AuthContext } from "../../plugins/authorization";
import { removeChatFiles } from "../chats/files";
import { forgetPhoto, type PhotoFiles } from "../files/photos";
import { planUsageOf } from "../plans/usage";

/**
 * The company's people. Associates see the team read-only and without the emails of pending
 * invitations (those addresses belong to people who have not joined yet).
 */
export async function readTeam(db: Db, auth: AuthContext): Promise<Team> {
  const customerId = await ownCustomerId(db, auth);
  const canManage = auth.role === "customer";
  const [{ owner, associates }, invitations, usage] = await Promise.all([
    listTeamMembers(db, customerId),
    listPendingTeamInvitations(db, customerId),
    planUsageOf(db, customerId),
  ]);
  const member = (role: "customer" | "customerAssociate", m: (typeof associates)[number]) => ({
    id: m.id,
    userId: m.userId,
    role,
    fullName: m.fullName,
    email: m.email,
    photoURL: m.photoUrl,
    joinedAt: m.joinedAt.toISOString(),
  });
  return {
    canManage,
    members: [
      ...(owner ? [member("customer", owner)] : []),
      ...associates.map((a) => member("customerAssociate", a)),
    ],
    invitations: invitations.map((i) => ({
      id: i.id,
      email: canManage ? i.email : null,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    usage,
  };
}

/** A customer owner may delete their account only once the team has no associates left. */
export async function requireNoAssociates(db: Db, ownerUserId: string) {
  const company = await findCustomerByOwner(db, ownerUserId);
  if (!company) return;
  const { associates } = await listTeamMembers(db, company.id);
  if (associates.length > 0) {
    throw appError(
      "CONFLICT",
      "Remove the company's associates before deleting the owner's account",
    );
  }
}

async function ownedCompanyId(db: Db, auth: AuthContext): Promise<string> {
  const company = await findCustomerByOwner(db, auth.userId);
  if (!company) throw forbidden();
  return company.id;
}

/** Withdraws a pending invitation of the owner's company; its link then fails like an expired one. */
export async function revokeInvitation(db: Db, auth: AuthContext, invitationId: string) {
  const customerId = await ownedCompanyId(db, auth);
  await db.transaction(async (tx) => {
    if (!(await revokeTeamInvitation(tx, customerId, invitationId))) throw notFound("Invitation");
    await recordAudit(tx, {
      action: "invitation.revoked",
      actorUserId: auth.userId,
      details: { invitationId, customerId },
    });
  });
}

/**
 * Removes an associate: erases their account as DELETE /users/me would (sessions included).
 * Answers the removed user's id so the caller drops them from the identity cache at once.
 */
export async function removeAssociate(
  db: Db,
  photos: PhotoFiles,
  auth: AuthContext,
  associateId: string,
): Promise<string> {
  const customerId = await ownedCompanyId(db, auth);
  const associate = await findTeamAssociate(db, customerId, associateId);
  if (!associate) throw notFound("Associate");
  // As for DELETE /users/me: no erasure whose files could not be deleted after it.
  await photos.files.check();
  const erased = await db.transaction(async (tx) => {
    const result = await eraseUser(tx, associate.userId);
    await recordAudit(tx, {
      action: "team.associate_removed",
      actorUserId: auth.userId,
      subjectUserId: associate.userId,
      details: { customerId, associateId },
    });
    return result;
  });
  for (const url of erased.fileUrls) await forgetPhoto(photos, url);
  await removeChatFiles(photos, erased.chatFileKeys);
  return associate.userId;
}
