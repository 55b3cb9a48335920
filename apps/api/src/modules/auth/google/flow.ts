import { Email } from "@encaja/contracts";
import * as client from "openid-client";
import { z } from "zod";
import type { OidcClient } from "./oidc-client";

const SCOPE = "openid email profile";

/** What we keep of a verified Google ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
  url: URL;
}

/**
 * A fresh authorization request: PKCE (S256), state and nonce. The caller may give the nonce
 * (the hash of the browser-binding cookie, so the ID token is tied to that browser).
 */
export async function buildAuthorization(
  oidc: OidcClient,
  nonce: string = client.randomNonce(),
): Promise<PendingAuthorization> {
  const configuration = await oidc.configuration();
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.settings.redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { state, nonce, codeVerifier, url };
}

const optionalName = z
  .string()
  .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, "").trim())
  .optional()
  .catch(undefined);

const IdTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: Email,
  // Google sends a boolean; some issuers send the string.
  email_verified: z.union([z.literal(true), z.literal("true")]),
  given_name: optionalName,
  family_name: optionalName,
  name: optionalName,
});

export class UnverifiedIdentityError extends Error {
  override name = "UnverifiedIdentityError";
}

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token: signature, issuer,
 * audience, expiry and nonce (openid-client), then requires a verified email.
 */
export async function verifyCallback(
  oidc: OidcClient,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<GoogleIdentity> {
  const tokens = await client.authorizationCodeGrant(await oidc.configuration(), callbackUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  });
  const parsed = IdTokenClaims.safeParse(tokens.claims());
  if (!parsed.success) {
    throw new UnverifiedIdentityError(
      `ID token lacks a verified email: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  }
  const claims = parsed.data;
  return {
    subject: claims.sub,
    email: claims.email,
    ...(claims.given_name ? { givenName: claims.given_name } : {}),
    ...(claims.family_name ? { familyName: claims.family_name } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  };
}
