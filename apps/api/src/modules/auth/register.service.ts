import type {
  InternalSignupRequest,
  InvitationSignupRequest,
  RegisterRequest,
  VerificationPendingResponse,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  acceptInvitation,
  createAssociateUser,
  createCustomerUser,
  createDeveloperUser,
  createInternalUser,
  findLoginByEmail,
  findPendingInvitation,
  recordAudit,
} from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import type { ServiceDeps } from "../deps";
import { claimHireDraftIn } from "../hire/claim.service";
import { hashNewPassword } from "./password-policy";
import { issueSession, type SessionMeta } from "./session-policy";
import { hashToken } from "./tokens";
import { sendVerificationEmail } from "./verification.service";

/** Why an email cannot be used for a new developer or company account. */
async function assertEmailFree(db: Db, email: string, registering: "developer" | "customer") {
  const existing = await findLoginByEmail(db, email);
  if (!existing) return;
  if (
    registering === "developer" &&
    (existing.role === "customer" || existing.role === "customerAssociate")
  ) {
    throw appError("E0012", "This email is already registered as a customer");
  }
  if (existing.googleSubject && !existing.passwordHash) {
    throw appError("E00ARP", "This email is already registered with Google: sign in");
  }
  throw appError("E00UAR", "This email is already registered: sign in");
}

export async function register(
  deps: ServiceDeps,
  input: RegisterRequest,
  locale: "es" | "en",
  meta: SessionMeta,
): Promise<{ access_token: string }> {
  const db = deps.db;
  await assertEmailFree(db, input.email, input.role);
  const passwordHash = await hashNewPassword(input.password);
  return db.transaction(async (tx) => {
    const { user, customerId } =
      input.role === "developer"
        ? {
            user: (
              await createDeveloperUser(tx, {
                email: input.email,
                passwordHash,
                firstName: input.firstName,
                lastName: input.lastName,
                locale,
                emailVerified: false,
              })
            ).user,
            customerId: null,
          }
        : await createCustomerUser(tx, {
            email: input.email,
            passwordHash,
            fullName: input.fullName,
            companyName: input.companyName,
            phoneNumber: input.phoneNumber ?? null,
            locale,
            emailVerified: false,
          }).then((created) => ({ user: created.user, customerId: created.customer.id }));
    await recordAudit(tx, {
      action: "account.registered",
      actorUserId: user.id,
      ip: meta.ip ?? null,
      details: {
        role: input.role,
        ...(input.role === "developer" && input.projectId ? { projectId: input.projectId } : {}),
        ...(input.role === "customer" && input.draftOfferId
          ? { draftOfferId: input.draftOfferId }
          : {}),
      },
    });
    if (input.role === "customer" && input.draftOfferId && customerId) {
      // The `/hire` request becomes the new company's draft offer, or nothing is created.
      await claimHireDraftIn(deps, tx, {
        draftId: input.draftOfferId,
        customerId,
        userId: user.id,
        ip: meta.ip ?? null,
        now: new Date(),
      });
    }
    // ADR 0016: the account exists and may sign in, but cannot apply, invite or be presented
    // until the emailed link is opened.
    await sendVerificationEmail(deps, tx, user, locale);
    const token = await issueSession(tx, { userId: user.id, role: input.role }, "password", meta);
    return { access_token: token };
  });
}

const invalidInvitation = () =>
  appError("E000IT", "This invitation does not exist, has expired or was already used");

/** Accepts an invitation: associates of a company, or internal staff with the invited role. */
export async function registerFromInvitation(
  db: Db,
  input: InvitationSignupRequest,
  expected: "customerAssociate" | "internal",
  locale: "es" | "en",
  meta: SessionMeta,
): Promise<{ access_token: string }> {
  const invitation = await findPendingInvitation(db, hashToken(input.token));
  if (!invitation || invitation.type !== expected) throw invalidInvitation();
  if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
    throw appError("E0014", "The email does not match the invitation");
  }
  if (await findLoginByEmail(db, input.email)) {
    throw appError("E0015", "This email is already in use");
  }
  const passwordHash = await hashNewPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await acceptInvitation(tx, invitation.id))) throw invalidInvitation();
    const base = { email: invitation.email, passwordHash, fullName: input.fullName, locale };
    const { user } =
      invitation.type === "customerAssociate"
        ? await createAssociateUser(tx, { ...base, customerId: invitation.customerId! })
        : await createInternalUser(tx, {
            ...base,
            role: invitation.role as "superAdmin" | "matchers" | "hardInterviewer",
          });
    await recordAudit(tx, {
      action: "invitation.accepted",
      actorUserId: user.id,
      ip: meta.ip ?? null,
      details: { invitationId: invitation.id, role: user.role, invitedBy: invitation.invitedBy },
    });
    const token = await issueSession(tx, { userId: user.id, role: user.role }, "password", meta);
    return { access_token: token };
  });
}

/**
 * Open internal sign-up, only for the configured staff email domains. The domain is a claim,
 * not a proof (ADR 0016): the matcher account is created unverified, no session is issued and
 * sign-in is refused until the emailed link proves the address.
 */
export async function internalSignup(
  deps: ServiceDeps,
  input: InternalSignupRequest,
  allowedDomains: string[],
  locale: "es" | "en",
  meta: SessionMeta,
): Promise<VerificationPendingResponse> {
  const db = deps.db;
  const domain = input.email.split("@").pop()?.toLowerCase() ?? "";
  if (!allowedDomains.includes(domain)) {
    throw appError("FORBIDDEN", "Internal sign-up is not open to this email domain");
  }
  if (await findLoginByEmail(db, input.email)) {
    throw appError("E0015", "This email is already in use");
  }
  const passwordHash = await hashNewPassword(input.password);
  return db.transaction(async (tx) => {
    const { user } = await createInternalUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      role: "matchers",
      locale,
      emailVerified: false,
    });
    await recordAudit(tx, {
      action: "account.registered",
      actorUserId: user.id,
      ip: meta.ip ?? null,
      details: { role: "matchers", via: "internal-signup" },
    });
    await sendVerificationEmail(deps, tx, user, locale);
    return { verificationRequired: true as const };
  });
}
