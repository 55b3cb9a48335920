import {
  type CreateInvitationRequest,
  type InternalInviteRole,
  type Invitation,
  type InvitationInfo,
  type Locale,
  roleLabels,
} from "@encaja/contracts";
import {
  findCustomerByOwner,
  findLoginByEmail,
  findPendingInvitation,
  findPendingInvitationByEmail,
  findUserName,
  insertInvitation,
  lockKey,
  recordAudit,
  type Tx,
} from "@encaja/db/queries";
import { appError, forbidden } from "../../errors/app-error";
import { webLink } from "../../lib/links";
import type { AuthContext } from "../../plugins/authorization";
import type { OutgoingEmail } from "../../plugins/mail";
import { hashToken, newToken } from "../auth/tokens";
import { requireVerifiedEmail } from "../auth/verification.service";
import type { ServiceDeps } from "../deps";
import { requireWithinPlan } from "../plans/usage";

export const INVITATION_TTL_SECONDS = 7 * 86_400;

export async function getInvitationInfo(deps: ServiceDeps, token: string): Promise<InvitationInfo> {
  const invitation = await findPendingInvitation(deps.db, hashToken(token));
  if (!invitation) {
    throw appError("E000IT", "This invitation does not exist, has expired or was already used");
  }
  return {
    type: invitation.type as InvitationInfo["type"],
    email: invitation.email,
    role: invitation.role,
    ...(invitation.customerName ? { customerName: invitation.customerName } : {}),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * An associate invitation needs the email free of pending invitations (any company's) and a
 * seat of the plan (associates and pending invitations both take one). Checked in the
 * transaction that inserts, under a lock on the email then the company, so parallel
 * invitations take turns.
 */
async function requirePendingSeat(tx: Tx, customerId: string, email: string) {
  await lockKey(tx, `invitation-email:${email.toLowerCase()}`);
  if (await findPendingInvitationByEmail(tx, email)) {
    throw appError("CONFLICT", "This email already has a pending invitation");
  }
  await requireWithinPlan(tx, customerId, "associates");
}

/** Customers invite associates to their company; super admins invite internal staff. */
export async function createInvitation(
  deps: ServiceDeps,
  auth: AuthContext,
  input: CreateInvitationRequest,
): Promise<Invitation> {
  let customer: { id: string; name: string } | undefined;
  if (input.type === "customerAssociate") {
    if (auth.role !== "customer") throw forbidden();
    await requireVerifiedEmail(deps.db, auth.userId); // ADR 0016
    customer = await findCustomerByOwner(deps.db, auth.userId);
    if (!customer) throw forbidden();
  } else if (auth.role !== "superAdmin") {
    throw forbidden();
  }
  // Registered anywhere (another company included): E0015, as on sign-up.
  if (await findLoginByEmail(deps.db, input.email)) {
    throw appError("E0015", "This email is already in use");
  }
  const role = input.type === "internal" ? input.role : "customerAssociate";
  const token = newToken();
  const email = await invitationEmail(deps, auth.userId, {
    token,
    email: input.email,
    ...(input.type === "internal"
      ? { type: "internal", role: input.role }
      : { type: "customerAssociate", customerName: customer?.name ?? "" }),
  });

  return deps.db.transaction(async (tx) => {
    if (customer) await requirePendingSeat(tx, customer.id, input.email);
    const row = await insertInvitation(tx, {
      tokenHash: hashToken(token),
      type: input.type,
      email: input.email,
      role,
      customerId: customer?.id ?? null,
      invitedBy: auth.userId,
      ttlSeconds: INVITATION_TTL_SECONDS,
    });
    await deps.sendEmail(tx, email);
    await recordAudit(tx, {
      action: "invitation.created",
      actorUserId: auth.userId,
      details: { invitationId: row.id, type: input.type, role, email: input.email },
    });
    return {
      id: row.id,
      type: input.type,
      email: row.email,
      role,
      expiresAt: row.expiresAt.toISOString(),
    };
  });
}

type InvitationEmailInput = { token: string; email: string } & (
  | { type: "internal"; role: InternalInviteRole }
  | { type: "customerAssociate"; customerName: string }
);

/**
 * The invitation email with its sign-up link, in the inviter's language (the invitee's is
 * unknown). Shared by a new invitation and an admin's resend.
 */
export async function invitationEmail(
  deps: ServiceDeps,
  inviterUserId: string,
  input: InvitationEmailInput,
): Promise<OutgoingEmail<"invitation">> {
  const inviter = await findUserName(deps.db, inviterUserId);
  const locale: Locale = inviter?.locale === "en" ? "en" : "es";
  const link = webLink(
    deps.config.WEB_URL,
    locale,
    input.type === "internal"
      ? `/signup/invitation/${input.role}?token=${input.token}`
      : `/signup/invitation/customer/associate?token=${input.token}`,
  );
  return {
    to: input.email,
    template: "invitation",
    locale,
    data: {
      inviterName: inviter?.fullName ?? inviter?.email ?? "Encaja",
      kind: input.type,
      ...(input.type === "customerAssociate" ? { customerName: input.customerName } : {}),
      ...(input.type === "internal" ? { roleLabel: roleLabels[input.role][locale] } : {}),
      link,
      expiresDays: INVITATION_TTL_SECONDS / 86_400,
    },
  };
}
