import { GoogleAuthQuery } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../errors/app-error";
import { requestLocale } from "../locale";
import { requestMeta } from "../request-meta";
import { createOidcClient, googleSettings } from "./oidc-client";
import { finishGoogleSignIn, startGoogleSignIn } from "./service";

const tags = ["auth"];
const rateLimit = { bucket: "google", limit: 60, windowSeconds: 15 * 60 };
const notConfigured = () => new AppError("NOT_FOUND", 404, "Google sign-in is not configured");

/** DESIGN §3: Google sign-in and sign-up (OIDC authorization code flow with PKCE). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = googleSettings(app.config);
  const oidc = settings ? createOidcClient(settings) : undefined;
  const context = () => {
    if (!oidc) throw notConfigured();
    return { db: app.db, oidc, webUrl: app.config.WEB_URL };
  };

  app.get(
    "/auth/google",
    {
      schema: {
        tags,
        summary: "Start a Google sign-in or sign-up (redirects to Google)",
        querystring: GoogleAuthQuery,
      },
      config: { action: "auth.google", rateLimit },
    },
    async (request, reply) => {
      const location = await startGoogleSignIn({ ...context(), log: request.log }, request.query);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    "/auth/google/callback",
    {
      schema: {
        tags,
        summary: "Google's redirect back; redirects to the web success or failure page",
      },
      config: { action: "auth.google", rateLimit },
    },
    async (request, reply) => {
      const ctx = { ...context(), log: request.log };
      const callbackUrl = new URL(ctx.oidc.settings.redirectUri);
      callbackUrl.search = new URL(request.url, "http://callback.invalid").search;
      const location = await finishGoogleSignIn(ctx, callbackUrl, {
        locale: requestLocale(request),
        meta: requestMeta(request),
      });
      return reply.redirect(location, 302);
    },
  );
};
