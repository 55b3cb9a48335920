import * as client from "openid-client";
import type { Config } from "../../../config";

export interface GoogleSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The Google sign-in settings, or undefined when the client id or secret is not configured. */
export function googleSettings(config: Config): GoogleSettings | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    issuer: new URL(config.GOOGLE_ISSUER),
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: `${config.API_URL}/auth/google/callback`,
  };
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const TIMEOUT_SECONDS = 10;

/** Plain http is accepted only for an issuer on this machine (the tests' provider). */
export const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname);

export interface OidcClient {
  settings: GoogleSettings;
  /** The discovered issuer configuration; fetched once, retried after a failure. */
  configuration(): Promise<client.Configuration>;
}

export function createOidcClient(settings: GoogleSettings): OidcClient {
  let cached: Promise<client.Configuration> | undefined;
  const discover = () =>
    client.discovery(
      settings.issuer,
      settings.clientId,
      { client_secret: settings.clientSecret, id_token_signed_response_alg: "RS256" },
      client.ClientSecretPost(settings.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        ...(isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  return {
    settings,
    configuration() {
      cached ??= discover().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}
