import { routes } from "@encaja/contracts";
import { recordAudit, revokeSession } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import { claimProfile } from "../claims/claims.service";
import { login } from "./login.service";
import { requestPasswordReset, resetPassword } from "./password.service";
import { internalSignup, register, registerFromInvitation } from "./register.service";
import { requestMeta } from "./request-meta";
import { resendVerification, verifyEmail } from "./verification.service";

const HOUR = 3_600;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.auth.providers),
    handler: async () => ({
      google: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
    }),
  });

  app.route({
    ...fromContract(routes.auth.login, {
      // Caps the password hashes one client can ask for, right or wrong, junk included;
      // the failure limits themselves live in login.service (LOGIN_LIMITS).
      config: { rateLimit: { bucket: "login", limit: 60, windowSeconds: 60 } },
    }),
    handler: async (request) => login(app.db, request.body, requestMeta(request)),
  });

  app.route({
    ...fromContract(routes.auth.register, {
      config: { rateLimit: { bucket: "register", limit: 30, windowSeconds: HOUR } },
    }),
    handler: async (request, reply) => {
      const result = await register(
        app,
        request.body,
        requestLocale(request, request.body.locale),
        requestMeta(request),
      );
      return reply.status(201).send(result);
    },
  });

  /** Accepting an invitation: associates join a company, staff join with the invited role. */
  const invitationSignup = (
    route: typeof routes.auth.associateSignup | typeof routes.auth.internalInvitationSignup,
    kind: "customerAssociate" | "internal",
  ) =>
    app.route({
      ...fromContract(route, {
        config: { rateLimit: { bucket: "invitation-signup", limit: 30, windowSeconds: HOUR } },
      }),
      handler: async (request, reply) => {
        const locale = requestLocale(request, request.body.locale);
        const meta = requestMeta(request);
        const result = await registerFromInvitation(app.db, request.body, kind, locale, meta);
        return reply.status(201).send(result);
      },
    });
  invitationSignup(routes.auth.associateSignup, "customerAssociate");
  invitationSignup(routes.auth.internalInvitationSignup, "internal");

  app.route({
    ...fromContract(routes.auth.internalSignup, {
      config: { rateLimit: { bucket: "internal-signup", limit: 30, windowSeconds: HOUR } },
    }),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...fromContract(routes.auth.claim, {
      config: { rateLimit: { bucket: "claim", limit: 20, windowSeconds: 15 * 60 } },
    }),
    handler: async (request) => {
      const { userId, ...answer } = await claimProfile(app.db, request.body, requestMeta(request));
      await app.invalidateIdentity(userId);
      return answer;
    },
  });

  app.route({
    ...fromContract(routes.auth.logout),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await revokeSession(app.db, auth.sessionId);
      await app.invalidateIdentity(auth.userId);
      await recordAudit(app.db, { action: "logout", actorUserId: auth.userId, ip: request.ip });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.auth.passwordForgot, {
      config: { rateLimit: { bucket: "forgot", limit: 10, windowSeconds: 15 * 60 } },
    }),
    handler: async (request, reply) => {
      await requestPasswordReset(
        app,
        request.body,
        requestLocale(request, request.body.locale),
        request.ip,
      );
      return reply.status(202).send({ accepted: true as const });
    },
  });

  app.route({
    ...fromContract(routes.auth.emailVerify, {
      config: { rateLimit: { bucket: "email-verify", limit: 30, windowSeconds: 15 * 60 } },
    }),
    handler: async (request) => {
      const { userId, ...result } = await verifyEmail(app, request.body.token, request.ip);
      await app.invalidateIdentity(userId);
      return result;
    },
  });

  app.route({
    ...fromContract(routes.auth.emailResend, {
      config: { rateLimit: { bucket: "email-resend", limit: 10, windowSeconds: 15 * 60 } },
    }),
    handler: async (request, reply) => {
      await resendVerification(
        app,
        request.body,
        request.auth?.userId,
        requestLocale(request, request.body.locale),
      );
      return reply.status(202).send({ accepted: true as const });
    },
  });

  app.route({
    ...fromContract(routes.auth.passwordReset, {
      config: { rateLimit: { bucket: "reset", limit: 20, windowSeconds: 15 * 60 } },
    }),
    handler: async (request) => {
      await app.invalidateIdentity(await resetPassword(app.db, request.body, request.ip));
      return { ok: true as const };
    },
  });
};
