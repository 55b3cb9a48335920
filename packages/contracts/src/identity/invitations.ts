import { z } from "zod";
import { Email, OpaqueToken } from "./fields";

export const invitationTypes = ["customerAssociate", "internal"] as const;
export const InvitationType = z.enum(invitationTypes);
export type InvitationType = z.infer<typeof InvitationType>;

export const InternalInviteRole = z.enum(["superAdmin", "matchers", "hardInterviewer"]);
export type InternalInviteRole = z.infer<typeof InternalInviteRole>;

export const CreateInvitationRequest = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("customerAssociate"), email: Email }),
  z.strictObject({ type: z.literal("internal"), email: Email, role: InternalInviteRole }),
]);
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

export const Invitation = z.object({
  id: z.uuid(),
  type: InvitationType,
  email: z.string(),
  role: z.string(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof Invitation>;

/** GET /invitations/{token}: what the accept page shows. */
export const InvitationInfo = z.object({
  type: InvitationType,
  email: z.string(),
  customerName: z.string().optional(),
  role: z.string().optional(),
  expiresAt: z.iso.datetime(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

/** The token travels in the body so it stays out of URLs and logs (ADR 0018). */
export const InvitationLookupRequest = z.strictObject({ token: OpaqueToken });
export const InvitationTokenParams = z.strictObject({ token: OpaqueToken });
