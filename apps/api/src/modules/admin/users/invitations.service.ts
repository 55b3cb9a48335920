import type {
  AdminInvitation,
  AdminInvitationList,
  AdminInvitationsQuery,
  InternalInviteRole,
} from "@encaja/contracts";
import {
  findInternalInvitation,
  type InternalInvitationRow,
  listInternalInvitations,
  recordAudit,
  renewInternalInvitation,
  revokeInternalInvitation,
} from "@encaja/db/queries";
import { appError, notFound } from "../../../errors/app-error";
import { hashToken, newToken } from "../../auth/tokens";
import type { ServiceDeps } from "../../deps";
import { INVITATION_TTL_SECONDS, invitationEmail } from "../../invitations/invitations.service";
import { type AdminMeta, pageOffset } from "./users.service";

function toAdminInvitation(row: InternalInvitationRow): AdminInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InternalInviteRole,
    status: row.status,
    invitedByName: row.invitedByName,
    invitedByEmail: row.invitedByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Internal invitations, newest first; the cursor is the offset of the next page. */
export async function listAdminInvitations(
  deps: Pick<ServiceDeps, "db">,
  query: AdminInvitationsQuery,
): Promise<AdminInvitationList> {
  const offset = pageOffset(query.cursor);
  const rows = await listInternalInvitations(deps.db, {
    status: query.status,
    role: query.role,
    q: query.q || undefined,
    limit: query.limit,
    offset,
  });
  return {
    items: rows.slice(0, query.limit).map(toAdminInvitation),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

async function requireInvitation(deps: Pick<ServiceDeps, "db">, id: string) {
  const row = await findInternalInvitation(deps.db, id);
  if (!row) throw notFound("Invitation");
  return row;
}

const noLongerOpen = (status: string) =>
  appError("RECORD_CHANGED", `This invitation is already ${status}`);

/**
 * A fresh link for a pending or expired invitation, emailed again in the resending admin's
 * language; the old link stops working (only the new token's hash is kept).
 */
export async function resendInvitation(
  deps: ServiceDeps,
  meta: AdminMeta,
  id: string,
): Promise<AdminInvitation> {
  const before = await requireInvitation(deps, id);
  if (before.status === "accepted" || before.status === "revoked") {
    throw noLongerOpen(before.status);
  }
  const token = newToken();
  const email = await invitationEmail(deps, meta.actorUserId, {
    type: "internal",
    role: before.role as InternalInviteRole,
    email: before.email,
    token,
  });
  await deps.db.transaction(async (tx) => {
    if (!(await renewInternalInvitation(tx, id, hashToken(token), INVITATION_TTL_SECONDS))) {
      throw noLongerOpen("closed");
    }
    await deps.sendEmail(tx, email);
    await recordAudit(tx, {
      ...meta,
      action: "invitation.resent",
      target: { type: "invitation", id },
      details: { email: before.email, role: before.role },
    });
  });
  return toAdminInvitation(await requireInvitation(deps, id));
}

/** Withdraws a pending internal invitation: its link then fails like an expired one. */
export async function revokeAdminInvitation(
  deps: Pick<ServiceDeps, "db">,
  meta: AdminMeta,
  id: string,
) {
  const before = await requireInvitation(deps, id);
  await deps.db.transaction(async (tx) => {
    if (!(await revokeInternalInvitation(tx, id))) throw noLongerOpen(before.status);
    await recordAudit(tx, {
      ...meta,
      action: "invitation.revoked",
      target: { type: "invitation", id },
      details: { email: before.email, role: before.role },
    });
  });
}
