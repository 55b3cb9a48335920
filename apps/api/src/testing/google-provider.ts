import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Account, type JWK } from "oidc-provider";

/** What the fake Google says about a person (the ID token claims besides the standard ones). */
export interface TestIdentity {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for Google. The "browser"
 * is whoever calls {@link TestProvider.authorize}: it follows redirects with its own cookie
 * jar, and the interaction step signs in as `as` (or denies access).
 */
export class TestProvider {
  private constructor(
    readonly issuer: string,
    private readonly server: Server,
    private readonly people: Map<string, TestIdentity>,
    private readonly provider: Provider,
  ) {}

  static async start(options: TestProviderOptions): Promise<TestProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const people = new Map<string, TestIdentity>();
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
      jwks: { keys: [signingKey()] },
      cookies: { keys: ["test-provider-cookie-key"] },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name", "given_name", "family_name"],
      },
      // Like Google: the ID token of a code flow carries the profile and email claims.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
      findAccount: (_ctx, sub): Account | undefined => {
        const person = people.get(sub);
        if (!person) return undefined;
        return { accountId: sub, claims: () => ({ email_verified: true, ...person }) };
      },
    });
    const test = new TestProvider(issuer, server, people, provider);
    const handle = provider.callback();
    server.on("request", (req, res) => {
      if (req.url?.startsWith("/interaction/")) void test.interact(req, res);
      else void handle(req, res);
    });
    return test;
  }

  /** The account the next interaction signs in with; `null` makes the user deny access. */
  private signInAs: string | null = null;

  addPerson(person: TestIdentity): void {
    this.people.set(person.sub, person);
  }

  /**
   * Plays the browser from the authorization URL the API redirected to until the provider
   * redirects to the client's redirect URI; returns that URL.
   */
  async authorize(authorizationUrl: string, as: string | null): Promise<URL> {
    this.signInAs = as;
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== this.issuer) return url;
      const res = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get("location");
      if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error("too many redirects at the test provider");
  }

  private async interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const details = await this.provider.interactionDetails(req, res);
      const accountId = this.signInAs;
      if (!accountId) {
        await this.provider.interactionFinished(req, res, {
          error: "access_denied",
          error_description: "The user cancelled",
        });
        return;
      }
      const grant = new this.provider.Grant({
        accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await this.provider.interactionFinished(req, res, {
        login: { accountId },
        consent: { grantId },
      });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" } as JWK;
}
