import { z } from "zod";
import { Role } from "../enums";
import {
  CompanyName,
  CurrentPassword,
  Email,
  NewPassword,
  OpaqueToken,
  OptionalLocale,
  PersonName,
  PhoneNumber,
  Portal,
} from "./fields";

export const LoginRequest = z.strictObject({
  email: Email,
  password: CurrentPassword,
  portal: Portal.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ access_token: z.string(), role: Role });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const TokenResponse = z.object({ access_token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The email and password of an account being created. */
const newCredentials = { email: Email, password: NewPassword };

export const RegisterDeveloperRequest = z.strictObject({
  role: z.literal("developer"),
  ...newCredentials,
  firstName: PersonName,
  lastName: PersonName,
  projectId: z.uuid().optional(),
  locale: OptionalLocale,
});
export type RegisterDeveloperRequest = z.infer<typeof RegisterDeveloperRequest>;

export const RegisterCustomerRequest = z.strictObject({
  role: z.literal("customer"),
  ...newCredentials,
  fullName: PersonName,
  companyName: CompanyName,
  phoneNumber: PhoneNumber.optional(),
  draftOfferId: z.uuid().optional(),
  locale: OptionalLocale,
});
export type RegisterCustomerRequest = z.infer<typeof RegisterCustomerRequest>;

export const RegisterRequest = z.discriminatedUnion("role", [
  RegisterDeveloperRequest,
  RegisterCustomerRequest,
]);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const InternalSignupRequest = z.strictObject({
  ...newCredentials,
  fullName: PersonName,
  locale: OptionalLocale,
});
export type InternalSignupRequest = z.infer<typeof InternalSignupRequest>;

/** POST /customer-associates/register and POST /auth/internals/signup/invitations. */
export const InvitationSignupRequest = z.strictObject({
  token: OpaqueToken,
  ...InternalSignupRequest.shape,
});
export type InvitationSignupRequest = z.infer<typeof InvitationSignupRequest>;

/** A single-use link token and the password to set with it (password reset, profile claim). */
const TokenWithNewPassword = z.strictObject({ token: OpaqueToken, password: NewPassword });

export const ClaimRequest = TokenWithNewPassword;
export type ClaimRequest = z.infer<typeof ClaimRequest>;

export const ForgotPasswordRequest = z.strictObject({
  email: Email,
  portal: Portal.optional(),
  locale: OptionalLocale,
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** ADR 0016: internal sign-up answers without a session; the emailed link must be opened first. */
export const VerificationPendingResponse = z.object({ verificationRequired: z.literal(true) });
export type VerificationPendingResponse = z.infer<typeof VerificationPendingResponse>;

export const VerifyEmailRequest = z.strictObject({ token: OpaqueToken });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ verified: z.literal(true), role: Role });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** Signed in: resends to the account's address (no body needed). Signed out: `email` is required. */
export const ResendVerificationRequest = z.strictObject({
  email: Email.optional(),
  locale: OptionalLocale,
});
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;

export const ResetPasswordRequest = TokenWithNewPassword;
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = z.strictObject({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A password, or nothing when the session comes from a Google sign-in in the last 5 minutes. */
export const DeleteAccountRequest = z.strictObject({ password: CurrentPassword.optional() });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** GET /auth/providers: which sign-in methods the web app should offer. */
export const AuthProvidersResponse = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

export const GoogleAuthQuery = z.strictObject({
  portal: Portal.default("developer"),
  mode: z.enum(["signin", "signup"]).default("signin"),
  callback: z.string().max(2048).optional(),
  /**
   * A random value the web page keeps in this tab's sessionStorage; it comes back in the
   * success fragment so the page only accepts a sign-in this tab started (ADR 0018).
   */
  flow: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .optional(),
});
export type GoogleAuthQuery = z.infer<typeof GoogleAuthQuery>;

/** Ownership of a sourced profile: a matcher sends the developer a link to claim it. */
export const CreateClaimRequest = z.strictObject({ developerId: z.uuid() });
export const CreateClaimResponse = z.object({ expiresAt: z.iso.datetime() });

/** 202 of the requests that send an email whatever happens (no account enumeration). */
export const AcceptedResponse = z.object({ accepted: z.literal(true) });
export type AcceptedResponse = z.infer<typeof AcceptedResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
