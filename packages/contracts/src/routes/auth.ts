import {
  AcceptedResponse,
  AuthProvidersResponse,
  ChangePasswordRequest,
  ClaimRequest,
  CreateClaimRequest,
  CreateClaimResponse,
  CreateInvitationRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  GoogleAuthQuery,
  InternalSignupRequest,
  Invitation,
  InvitationInfo,
  InvitationLookupRequest,
  InvitationSignupRequest,
  InvitationTokenParams,
  LoginRequest,
  LoginResponse,
  Me,
  OkResponse,
  RegisterRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  TokenResponse,
  VerificationPendingResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from "../identity";
import { defineRoute, noContent } from "./define";

const tags = ["auth"] as const;

/** Emails a link: answers 202 whether or not the address has an account (no enumeration). */
const alwaysAccepted = { response: { 202: AcceptedResponse }, errors: [] } as const;

/** What an invitation token invites to; the same answer whichever way the token comes. */
const invitationLookup = {
  action: "invitations.read",
  tags: ["invitations"],
  response: { 200: InvitationInfo },
  errors: ["E000IT"],
} as const;

const invitationSignup = {
  action: "auth.invitationSignup",
  tags,
  body: InvitationSignupRequest,
  response: { 201: TokenResponse },
  errors: ["E000IT", "E0014", "E0015", "E00UAR"],
} as const;

export const auth = {
  providers: defineRoute({
    method: "GET",
    path: "/auth/providers",
    action: "auth.providers",
    summary: "Which sign-in providers besides email and password are configured",
    tags,
    response: { 200: AuthProvidersResponse },
    errors: [],
  }),
  login: defineRoute({
    method: "POST",
    path: "/auth/login",
    action: "auth.login",
    summary: "Sign in with email and password",
    description:
      "`portal` says which login page was used: company roles sign in through the customer portal. A wrong email and a wrong password get the same 401, so accounts cannot be enumerated; repeated failures per address and per client are throttled (429 with retryAfterSeconds). The answer carries a bearer token for the Authorization header.",
    tags,
    body: LoginRequest,
    response: { 200: LoginResponse },
    errors: ["E00IUC", "E0ARWG", "E0009", "E0010", "ACCOUNT_DISABLED", "EMAIL_NOT_VERIFIED"],
  }),
  register: defineRoute({
    method: "POST",
    path: "/auth/register",
    action: "auth.register",
    summary: "Register a developer or a customer company",
    description:
      "Creates the account and signs it in. A verification email is sent; applying, inviting and being presented wait until the address is confirmed. An address already registered answers 409 with the catalogue code saying how to sign in instead (E00UAR, E0012, E00ARP).",
    tags,
    body: RegisterRequest,
    response: { 201: TokenResponse },
    errors: [
      "E00ARP",
      "E00UAR",
      "E0012",
      "E0015",
      "NOT_FOUND",
      "HIRE_DRAFT_CLAIMED",
      "HIRE_DRAFT_INCOMPLETE",
    ],
  }),
  associateSignup: defineRoute({
    method: "POST",
    path: "/customer-associates/register",
    summary: "Accept an invitation to join a customer company",
    ...invitationSignup,
  }),
  internalInvitationSignup: defineRoute({
    method: "POST",
    path: "/auth/internals/signup/invitations",
    summary: "Accept an invitation to join the Encaja staff",
    ...invitationSignup,
  }),
  internalSignup: defineRoute({
    method: "POST",
    path: "/auth/internals/signup",
    action: "auth.internalSignup",
    summary: "Staff sign-up with a company email address (verified by email)",
    tags,
    body: InternalSignupRequest,
    response: { 202: VerificationPendingResponse },
    errors: ["FORBIDDEN", "E00UAR", "E0015"],
  }),
  claim: defineRoute({
    method: "POST",
    path: "/auth/claim",
    action: "auth.claim",
    summary: "Claim a sourced developer profile with the emailed token and a password",
    tags,
    body: ClaimRequest,
    response: { 200: LoginResponse },
    errors: ["E000IT", "CONFLICT"],
  }),
  logout: defineRoute({
    method: "POST",
    path: "/auth/logout",
    action: "auth.logout",
    summary: "End the current session",
    tags,
    response: { 204: noContent },
    errors: [],
  }),
  passwordForgot: defineRoute({
    method: "POST",
    path: "/auth/password/forgot",
    action: "auth.passwordForgot",
    summary: "Email a password reset link (always accepted)",
    description:
      "Always answers 202, whether or not the address has an account, so accounts cannot be enumerated. The link is single-use and expires; a newer request invalidates older links.",
    tags,
    body: ForgotPasswordRequest,
    ...alwaysAccepted,
  }),
  emailVerify: defineRoute({
    method: "POST",
    path: "/auth/email/verify",
    action: "auth.emailVerify",
    summary: "Confirm an email address with the emailed token",
    tags,
    body: VerifyEmailRequest,
    response: { 200: VerifyEmailResponse },
    errors: ["VERIFICATION_LINK_INVALID", "VERIFICATION_LINK_EXPIRED"],
  }),
  emailResend: defineRoute({
    method: "POST",
    path: "/auth/email/resend",
    action: "auth.emailResend",
    summary: "Send a new email verification link (always accepted)",
    tags,
    body: ResendVerificationRequest,
    ...alwaysAccepted,
  }),
  passwordReset: defineRoute({
    method: "POST",
    path: "/auth/password/reset",
    action: "auth.passwordReset",
    summary: "Set a new password with the emailed reset token",
    tags,
    body: ResetPasswordRequest,
    response: { 200: OkResponse },
    errors: ["E0005", "E0006", "E0ARWG"],
  }),
  google: defineRoute({
    method: "GET",
    path: "/auth/google",
    action: "auth.google",
    summary: "Start a Google sign-in or sign-up (redirects to Google)",
    tags,
    query: GoogleAuthQuery,
    response: {},
    otherAnswers: [{ status: 302, description: "Redirect to Google's consent page" }],
    errors: ["NOT_FOUND", "E00GAF"],
  }),
  googleCallback: defineRoute({
    method: "GET",
    path: "/auth/google/callback",
    action: "auth.google",
    summary: "Google's redirect back; redirects to the web success or failure page",
    tags,
    response: {},
    otherAnswers: [
      {
        status: 302,
        description: "Redirect to the web page that finishes or explains the sign-in",
      },
    ],
    errors: ["NOT_FOUND"],
  }),
} as const;

export const users = {
  me: defineRoute({
    method: "GET",
    path: "/users/me",
    action: "users.me.read",
    summary: "The signed-in user, shaped by role",
    tags: ["users"],
    response: { 200: Me },
    errors: [],
  }),
  changePassword: defineRoute({
    method: "PATCH",
    path: "/users/me/password",
    action: "users.me.changePassword",
    summary: "Change the signed-in user's password",
    tags: ["users"],
    body: ChangePasswordRequest,
    response: { 204: noContent },
    errors: ["WRONG_CURRENT_PASSWORD", "E0ARWG"],
  }),
  deleteAccount: defineRoute({
    method: "DELETE",
    path: "/users/me",
    action: "users.me.delete",
    summary: "Erase the signed-in user's account",
    description:
      "Irreversible. Personal data is deleted or anonymised table by table (see the privacy classification); history such as pipeline moves is kept under an opaque id. Every session ends.",
    tags: ["users"],
    body: DeleteAccountRequest.nullish(),
    response: { 204: noContent },
    errors: ["WRONG_CURRENT_PASSWORD", "CONFLICT"],
  }),
} as const;

export const invitations = {
  lookup: defineRoute({
    method: "POST",
    path: "/invitations/lookup",
    summary: "What an invitation token invites to (token in the body)",
    ...invitationLookup,
    body: InvitationLookupRequest,
  }),
  readByToken: defineRoute({
    method: "GET",
    path: "/invitations/:token",
    summary: "What an invitation token invites to (old links; prefer the lookup)",
    ...invitationLookup,
    deprecated: true,
    params: InvitationTokenParams,
  }),
  create: defineRoute({
    method: "POST",
    path: "/invitations",
    action: "invitations.create",
    summary: "Invite a customer associate or a staff member by email",
    tags: ["invitations"],
    body: CreateInvitationRequest,
    response: { 201: Invitation },
    errors: ["E0015", "CONFLICT", "PLAN_LIMIT_REACHED"],
  }),
} as const;

export const claims = {
  create: defineRoute({
    method: "POST",
    path: "/claims",
    action: "claims.create",
    summary: "Email the developer behind a sourced profile a link to claim it",
    tags: ["developers"],
    body: CreateClaimRequest,
    response: { 201: CreateClaimResponse },
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
} as const;
