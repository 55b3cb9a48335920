import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../../errors/app-error";
import { fromContract } from "../../../http/route";
import { requestLocale } from "../../../lib/request-locale";
import { requestMeta } from "../request-meta";
import {
  type BrowserBinding,
  bindingCookieValue,
  finishGoogleSignIn,
  parseBindingCookie,
  startGoogleSignIn,
} from "./google.service";
import { createOidcClient, googleSettings } from "./oidc-client";

/** The browser-binding cookie: only sent back to /auth/google/* and only for ten minutes. */
export const BINDING_COOKIE = "encaja_google_flow";
const BINDING_MAX_AGE = 10 * 60;

function bindingCookie(binding: BrowserBinding | null, secure: boolean): string {
  const value = binding ? bindingCookieValue(binding) : "";
  return [
    `${BINDING_COOKIE}=${value}`,
    "Path=/auth/google",
    `Max-Age=${binding ? BINDING_MAX_AGE : 0}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const rateLimit = { bucket: "google", limit: 60, windowSeconds: 15 * 60 };
const notConfigured = () => appError("NOT_FOUND", "Google sign-in is not configured");

/** ARCHITECTURE §3: Google sign-in and sign-up (OIDC authorization code flow with PKCE). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = googleSettings(app.config);
  const oidc = settings ? createOidcClient(settings) : undefined;
  const secure = app.config.API_URL.startsWith("https:");
  const context = () => {
    if (!oidc) throw notConfigured();
    return { db: app.db, oidc, webUrl: app.config.WEB_URL };
  };

  app.route({
    ...fromContract(routes.auth.google, { config: { rateLimit } }),
    handler: async (request, reply) => {
      const { location, binding } = await startGoogleSignIn(
        { ...context(), log: request.log },
        request.query,
      );
      if (binding) reply.header("set-cookie", bindingCookie(binding, secure));
      return reply.redirect(location, 302);
    },
  });

  app.route({
    ...fromContract(routes.auth.googleCallback, { config: { rateLimit } }),
    handler: async (request, reply) => {
      const ctx = { ...context(), log: request.log };
      const callbackUrl = new URL(ctx.oidc.settings.redirectUri);
      callbackUrl.search = new URL(request.url, "http://callback.invalid").search;
      const location = await finishGoogleSignIn(ctx, callbackUrl, {
        locale: requestLocale(request),
        meta: requestMeta(request),
        binding: parseBindingCookie(readCookie(request.headers.cookie, BINDING_COOKIE)),
      });
      reply.header("set-cookie", bindingCookie(null, secure));
      return reply.redirect(location, 302);
    },
  });
};
