import {
  AuthProvidersResponse,
  ClaimRequest,
  ForgotPasswordRequest,
  InternalSignupRequest,
  InvitationSignupRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  TokenResponse,
  VerificationPendingResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from "@encaja/contracts";
import { recordAudit, revokeSession } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/authorization";
import { claimProfile } from "../claims/service";
import { requestLocale } from "./locale";
import { login } from "./login.service";
import { requestPasswordReset, resetPassword } from "./password.service";
import { internalSignup, register, registerFromInvitation } from "./register.service";
import { requestMeta } from "./request-meta";
import { resendVerification, verifyEmail } from "./verification.service";

const HOUR = 3_600;
const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/providers",
    {
      schema: { tags, response: { 200: AuthProvidersResponse } },
      config: { action: "auth.providers" },
    },
    async () => ({
      google: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
    }),
  );

  app.post(
    "/auth/login",
    {
      schema: { tags, body: LoginRequest, response: { 200: LoginResponse } },
      config: {
        action: "auth.login",
        // Caps the password hashes one client can ask for, right or wrong, junk included;
        // the failure limits themselves live in login.service (LOGIN_LIMITS).
        rateLimit: { bucket: "login", limit: 60, windowSeconds: 60 },
      },
    },
    async (request) => login(app.db, request.body, requestMeta(request)),
  );

  app.post(
    "/auth/register",
    {
      schema: { tags, body: RegisterRequest, response: { 201: TokenResponse } },
      config: {
        action: "auth.register",
        rateLimit: { bucket: "register", limit: 30, windowSeconds: HOUR },
      },
    },
    async (request, reply) => {
      const result = await register(
        app,
        request.body,
        requestLocale(request, request.body.locale),
        requestMeta(request),
      );
      return reply.status(201).send(result);
    },
  );

  /** Accepting an invitation: associates join a company, staff join with the invited role. */
  const invitationSignup = (url: string, kind: "customerAssociate" | "internal") =>
    app.post(
      url,
      {
        schema: { tags, body: InvitationSignupRequest, response: { 201: TokenResponse } },
        config: {
          action: "auth.invitationSignup",
          rateLimit: { bucket: "invitation-signup", limit: 30, windowSeconds: HOUR },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request, request.body.locale);
        const meta = requestMeta(request);
        const result = await registerFromInvitation(app.db, request.body, kind, locale, meta);
        return reply.status(201).send(result);
      },
    );
  invitationSignup("/customer-associates/register", "customerAssociate");
  invitationSignup("/auth/internals/signup/invitations", "internal");

  app.post(
    "/auth/internals/signup",
    {
      schema: {
        tags,
        body: InternalSignupRequest,
        response: { 202: VerificationPendingResponse },
      },
      config: {
        action: "auth.internalSignup",
        rateLimit: { bucket: "internal-signup", limit: 30, windowSeconds: HOUR },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, request.body.locale);
      const result = await internalSignup(
        app,
        request.body,
        app.config.INTERNAL_SIGNUP_DOMAINS,
        locale,
        requestMeta(request),
      );
      return reply.status(202).send(result);
    },
  );

  app.post(
    "/auth/claim",
    {
      schema: { tags, body: ClaimRequest, response: { 200: LoginResponse } },
      config: {
        action: "auth.claim",
        rateLimit: { bucket: "claim", limit: 20, windowSeconds: 15 * 60 },
      },
    },
    async (request) => {
      const { userId, ...answer } = await claimProfile(app.db, request.body, requestMeta(request));
      await app.invalidateIdentity(userId);
      return answer;
    },
  );

  app.post(
    "/auth/logout",
    { schema: { tags, response: { 204: z.null() } }, config: { action: "auth.logout" } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await revokeSession(app.db, auth.sessionId);
      await app.invalidateIdentity(auth.userId);
      await recordAudit(app.db, { action: "logout", actorUserId: auth.userId, ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/password/forgot",
    {
      schema: {
        tags,
        body: ForgotPasswordRequest,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
      config: {
        action: "auth.passwordForgot",
        rateLimit: { bucket: "forgot", limit: 10, windowSeconds: 15 * 60 },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        app,
        request.body,
        requestLocale(request, request.body.locale),
        request.ip,
      );
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    "/auth/email/verify",
    {
      schema: { tags, body: VerifyEmailRequest, response: { 200: VerifyEmailResponse } },
      config: {
        action: "auth.emailVerify",
        rateLimit: { bucket: "email-verify", limit: 30, windowSeconds: 15 * 60 },
      },
    },
    async (request) => {
      const { userId, ...result } = await verifyEmail(app, request.body.token, request.ip);
      await app.invalidateIdentity(userId);
      return result;
    },
  );

  app.post(
    "/auth/email/resend",
    {
      schema: {
        tags,
        body: ResendVerificationRequest,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
      config: {
        action: "auth.emailResend",
        rateLimit: { bucket: "email-resend", limit: 10, windowSeconds: 15 * 60 },
      },
    },
    async (request, reply) => {
      await resendVerification(
        app,
        request.body,
        request.auth?.userId,
        requestLocale(request, request.body.locale),
      );
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    "/auth/password/reset",
    {
      schema: {
        tags,
        body: ResetPasswordRequest,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: {
        action: "auth.passwordReset",
        rateLimit: { bucket: "reset", limit: 20, windowSeconds: 15 * 60 },
      },
    },
    async (request) => {
      await app.invalidateIdentity(await resetPassword(app.db, request.body, request.ip));
      return { ok: true as const };
    },
  );
};
