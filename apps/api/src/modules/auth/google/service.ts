import { isSafeCallback, type Locale } from "@encaja/contracts";
import { consumeOAuthState, type Db, insertOAuthState } from "@encaja/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../errors/app-error";
import type { SessionMeta } from "../session-policy";
import { hashToken } from "../tokens";
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

/** GET /auth/google: remembers the request (hashed state) and answers the issuer's URL. */
export async function startGoogleSignIn(
  ctx: Context,
  query: { portal: Portal; mode: Mode; callback?: string | undefined },
): Promise<string> {
  try {
    const pending = await buildAuthorization(ctx.oidc);
    await insertOAuthState(ctx.db, {
      stateHash: hashToken(pending.state),
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
      portal: query.portal,
      mode: query.mode,
      callback: isSafeCallback(query.callback) ? query.callback : null,
      ttlSeconds: STATE_TTL_SECONDS,
    });
    return pending.url.href;
  } catch (error) {
    ctx.log.error({ err: error }, "google sign-in could not start");
    return failureRedirect(ctx.webUrl, query.mode, "E00GAF");
  }
}

/**
 * GET /auth/google/callback: always answers a web URL (success or a failure page with a
 * code), never throws.
 */
export async function finishGoogleSignIn(
  ctx: Context,
  callbackUrl: URL,
  request: { locale: Locale; meta: SessionMeta },
): Promise<string> {
  const state = callbackUrl.searchParams.get("state");
  const pending = state ? await consumeState(ctx, state) : undefined;
  if (!state || !pending) {
    ctx.log.warn("google callback with a missing, unknown or expired state");
    return failureRedirect(ctx.webUrl, "signin", "E00GAF");
  }
  const mode: Mode = pending.mode === "signup" ? "signup" : "signin";
  const portal: Portal = pending.portal === "customer" ? "customer" : "developer";
  try {
    const identity = await verifyCallback(ctx.oidc, callbackUrl, { ...pending, state });
    const result = await signInWithGoogle(
      ctx.db,
      identity,
      { portal, mode, locale: request.locale },
      request.meta,
    );
    return successRedirect(ctx.webUrl, { ...result, callback: pending.callback });
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
