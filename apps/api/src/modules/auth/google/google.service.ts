import { timingSafeEqual } from "node:crypto";
import { isSafeCallback, type Locale } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { consumeOAuthState, insertOAuthState } from "@encaja/db/queries";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../errors/app-error";
import type { SessionMeta } from "../session-policy";
import { hashToken, newToken } from "../tokens";
import { type Mode, type Portal, signInWithGoogle } from "./accounts";
import { buildAuthorization, verifyCallback } from "./flow";
import type { OidcClient } from "./oidc-client";
import { failureRedirect, successRedirect } from "./redirects";

const STATE_TTL_SECONDS = 10 * 60;

interface Context {
  db: Db;
  oidc: OidcClient;
  webUrl: string;
  log: FastifyBaseLogger;
}

/**
 * What binds a sign-in to the browser that started it (login CSRF, ADR 0018): a random key in
 * a short-lived HttpOnly cookie whose hash is the OIDC nonce, plus the web page's `flow`.
 */
export interface BrowserBinding {
  key: string;
  flow: string | null;
}

const BINDING = /^([A-Za-z0-9_-]{43})(?:~([A-Za-z0-9_-]{16,128}))?$/;

export const bindingCookieValue = (b: BrowserBinding) => (b.flow ? `${b.key}~${b.flow}` : b.key);

export function parseBindingCookie(value: string | undefined): BrowserBinding | undefined {
  const match = value ? BINDING.exec(value) : null;
  return match ? { key: match[1]!, flow: match[2] ?? null } : undefined;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /auth/google: remembers the request (hashed state) and answers the issuer's URL and
 * the browser binding to set as a cookie (none when the start failed).
 */
export async function startGoogleSignIn(
  ctx: Context,
  query: { portal: Portal; mode: Mode; callback?: string | undefined; flow?: string | undefined },
): Promise<{ location: string; binding: BrowserBinding | null }> {
  try {
    const binding: BrowserBinding = { key: newToken(), flow: query.flow ?? null };
    const pending = await buildAuthorization(ctx.oidc, hashToken(binding.key));
    await insertOAuthState(ctx.db, {
      stateHash: hashToken(pending.state),
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
      portal: query.portal,
      mode: query.mode,
      callback: isSafeCallback(query.callback) ? query.callback : null,
      ttlSeconds: STATE_TTL_SECONDS,
    });
    return { location: pending.url.href, binding };
  } catch (error) {
    ctx.log.error({ err: error }, "google sign-in could not start");
    return { location: failureRedirect(ctx.webUrl, query.mode, "E00GAF"), binding: null };
  }
}

/**
 * GET /auth/google/callback: always answers a web URL (success or a failure page with a
 * code), never throws.
 */
export async function finishGoogleSignIn(
  ctx: Context,
  callbackUrl: URL,
  request: { locale: Locale; meta: SessionMeta; binding: BrowserBinding | undefined },
): Promise<string> {
  const state = callbackUrl.searchParams.get("state");
  const pending = state ? await consumeState(ctx, state) : undefined;
  if (!state || !pending) {
    ctx.log.warn("google callback with a missing, unknown or expired state");
    return failureRedirect(ctx.webUrl, "signin", "E00GAF");
  }
  const mode: Mode = pending.mode === "signup" ? "signup" : "signin";
  // The state was consumed either way: a callback replayed into another browser is dead.
  if (!request.binding || !sameHash(hashToken(request.binding.key), pending.nonce)) {
    ctx.log.warn({ mode }, "google callback in a browser that did not start this sign-in");
    return failureRedirect(ctx.webUrl, mode, "E00GFB");
  }
  const portal: Portal = pending.portal === "customer" ? "customer" : "developer";
  try {
    const identity = await verifyCallback(ctx.oidc, callbackUrl, { ...pending, state });
    const result = await signInWithGoogle(
      ctx.db,
      identity,
      { portal, mode, locale: request.locale },
      request.meta,
    );
    return successRedirect(ctx.webUrl, {
      ...result,
      callback: pending.callback,
      flow: request.binding.flow,
    });
  } catch (error) {
    if (error instanceof AppError) {
      ctx.log.info({ code: error.code, mode, portal }, "google sign-in refused");
      return failureRedirect(ctx.webUrl, mode, error.code);
    }
    ctx.log.warn({ err: error }, "google sign-in could not be verified");
    return failureRedirect(ctx.webUrl, mode, "E00GAF");
  }
}

async function consumeState(ctx: Context, state: string) {
  try {
    const row = await consumeOAuthState(ctx.db, hashToken(state));
    return row?.usable ? row : undefined;
  } catch (error) {
    ctx.log.error({ err: error }, "google sign-in state lookup failed");
    return undefined;
  }
}
