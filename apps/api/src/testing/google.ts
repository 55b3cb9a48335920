import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, TEST_WEB_URL, type TestApp } from "./app";
import { type TestIdentity, TestProvider } from "./google-provider";
import { late } from "./late";

export const API_URL = "http://api.test:4000";
export const REDIRECT_URI = `${API_URL}/auth/google/callback`;
export { TEST_WEB_URL };

export interface GoogleHarness {
  t: TestApp;
  idp: TestProvider;
  /** The test browser's cookie jar: the binding cookie the last GET /auth/google set. */
  jar: { cookie?: string };
  close(): Promise<void>;
}

/** `name=value` of a Set-Cookie header (undefined when absent). */
export function cookieOf(setCookie: string | string[] | number | undefined): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return typeof header === "string" ? header.split(";")[0] : undefined;
}

/** A test app configured against a real OpenID provider on loopback. */
export async function startGoogleHarness(): Promise<GoogleHarness> {
  const clientId = "encaja-test-client";
  const clientSecret = randomBytes(16).toString("hex");
  const idp = await TestProvider.start({ clientId, clientSecret, redirectUri: REDIRECT_URI });
  const t = await createTestApp({
    env: {
      API_URL,
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
    },
  });
  return {
    t,
    idp,
    jar: {},
    close: async () => {
      await t.close();
      await idp.close();
    },
  };
}

/** This file's harness: started before its tests and closed after them. */
export function setupGoogleHarness(): GoogleHarness {
  let current: GoogleHarness | undefined;
  beforeAll(async () => {
    current = await startGoogleHarness();
  });
  afterAll(() => current?.close());
  return late(() => current, "The Google harness");
}

export function newPerson(overrides: Partial<TestIdentity> = {}): TestIdentity {
  const id = randomBytes(5).toString("hex");
  return {
    sub: `google-${id}`,
    email: `person-${id}@example.test`,
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    name: "Ada Lovelace",
    ...overrides,
  };
}

/** GET /auth/google with the query, through the provider as `as`, back to the callback URL. */
export async function authorize(h: GoogleHarness, query: string, as: string | null) {
  const start = await h.t.app.inject({ url: `/auth/google?${query}` });
  expect(start.statusCode).toBe(302);
  h.jar.cookie = cookieOf(start.headers["set-cookie"]);
  const back = await h.idp.authorize(String(start.headers.location), as);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back;
}

/** Calls the API callback with the provider's redirect and returns where the API sends the browser. */
export async function callback(
  h: GoogleHarness,
  back: URL,
  /** The Cookie header to send: by default the jar's; null sends none (another browser). */
  cookie: string | null = h.jar.cookie ?? null,
): Promise<URL> {
  const res = await h.t.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The whole round trip. */
export async function googleFlow(h: GoogleHarness, query: string, as: string | null) {
  return callback(h, await authorize(h, query, as));
}

export function successOf(location: URL) {
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_WEB_URL}/login/success`);
  expect(location.search).toBe("");
  const fragment = new URLSearchParams(location.hash.slice(1));
  return {
    token: fragment.get("access_token") ?? "",
    role: fragment.get("role"),
    callback: fragment.get("callback"),
    flow: fragment.get("flow"),
  };
}

export const failure = (page: "login" | "signup", code: string) =>
  `${TEST_WEB_URL}/${page}/failure?code=${code}`;
