import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../testing/app";
import {
  authorize,
  callback,
  failure,
  googleFlow,
  newPerson,
  REDIRECT_URI,
  setupGoogleHarness,
  successOf,
} from "../../../testing/google";
import { hashToken } from "../tokens";

const h = setupGoogleHarness();

describe("GET /auth/google", () => {
  it("redirects to the issuer with PKCE S256, state, nonce and the callback URI", async () => {
    // A redirect, not JSON: raw inject.
    const res = await h.t.app.inject({ url: "/auth/google?portal=customer&mode=signup" });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(h.idp.issuer);
    const q = url.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("nonce")).toBeTruthy();
    const state = q.get("state") ?? "";
    const rows = await h.t.db.db.select().from(schema.oauthStates);
    const row = rows.find((r) => r.stateHash === hashToken(state));
    expect(row).toMatchObject({ portal: "customer", mode: "signup", callback: null });
    expect(rows.some((r) => r.stateHash === state)).toBe(false);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });

  it("rejects an unknown portal with the validation envelope", async () => {
    // An off-contract portal on purpose: raw inject, the typed caller would refuse it.
    const res = await h.t.app.inject({ url: "/auth/google?portal=admin" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});

describe("GET /auth/google/callback failures", () => {
  const person = newPerson();
  beforeAll(() => h.idp.addPerson(person));

  it("E00GAF for a tampered, unknown or missing state", async () => {
    const back = await authorize(h, "", person.sub);
    const tampered = new URL(back);
    tampered.searchParams.set("state", `${back.searchParams.get("state")}x`);
    expect((await callback(h, tampered)).href).toBe(failure("login", "E00GAF"));
    const missing = new URL(back);
    missing.searchParams.delete("state");
    expect((await callback(h, missing)).href).toBe(failure("login", "E00GAF"));
    // The genuine response still works once, then the state is spent.
    expect(successOf(await callback(h, back)).role).toBe("developer");
    expect((await callback(h, back)).href).toBe(failure("login", "E00GAF"));
  });

  it("E00GAF for an expired state", async () => {
    const back = await authorize(h, "", person.sub);
    await h.t.db.db.execute(
      sql`update oauth_states set expires_at = now() - interval '1 second'
          where state_hash = ${hashToken(back.searchParams.get("state") ?? "")}`,
    );
    expect((await callback(h, back)).href).toBe(failure("login", "E00GAF"));
  });

  it("E00GAF when the user denies access, on the page of the mode", async () => {
    expect((await googleFlow(h, "", null)).href).toBe(failure("login", "E00GAF"));
    expect((await googleFlow(h, "mode=signup", null)).href).toBe(failure("signup", "E00GAF"));
  });

  it("E00GAF when the code is replaced or the email is not verified", async () => {
    const back = await authorize(h, "", person.sub);
    back.searchParams.set("code", "forged-code");
    expect((await callback(h, back)).href).toBe(failure("login", "E00GAF"));
    const unverified = newPerson({ email_verified: false });
    h.idp.addPerson(unverified);
    expect((await googleFlow(h, "mode=signup", unverified.sub)).href).toBe(
      failure("signup", "E00GAF"),
    );
  });
});

describe("browser binding (login CSRF)", () => {
  const person = newPerson();
  beforeAll(() => h.idp.addPerson(person));

  it("sets a short-lived HttpOnly SameSite cookie whose hash is the OIDC nonce", async () => {
    const flow = "Flow-abcdefghijklmnop";
    // A redirect, not JSON: raw inject.
    const res = await h.t.app.inject({ url: `/auth/google?flow=${flow}` });
    expect(res.statusCode).toBe(302);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^encaja_google_flow=[A-Za-z0-9_-]{43}~Flow-abcdefghijklmnop;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/auth/google");
    expect(setCookie).toContain("Max-Age=600");
    const key = /=([A-Za-z0-9_-]{43})~/.exec(setCookie)?.[1] ?? "";
    const nonce = new URL(String(res.headers.location)).searchParams.get("nonce");
    expect(nonce).toBe(hashToken(key));
  });

  it("E00GAF when the callback arrives without the cookie or with another browser's", async () => {
    // The attacker starts a flow in their own browser and sends the victim the callback URL.
    const back = await authorize(h, "", person.sub);
    const attackerCookie = h.jar.cookie ?? null;
    expect((await callback(h, back, null)).href).toBe(failure("login", "E00GFB"));
    // The state is spent now: not even the attacker's own browser can finish it.
    expect((await callback(h, back, attackerCookie)).href).toBe(failure("login", "E00GAF"));

    const other = await authorize(h, "", person.sub);
    await authorize(h, "", person.sub); // the victim's own, newer flow (another cookie)
    const victimCookie = h.jar.cookie ?? null;
    expect((await callback(h, other, victimCookie)).href).toBe(failure("login", "E00GFB"));
    const third = await authorize(h, "mode=signup", person.sub);
    expect((await callback(h, third, "encaja_google_flow=garbage")).href).toBe(
      failure("signup", "E00GFB"),
    );
  });

  it("clears the cookie on the callback and echoes the web page's flow in the fragment", async () => {
    const flow = "Tab-Flow-0123456789abcdef";
    const back = await authorize(h, `flow=${flow}`, person.sub);
    const res = await h.t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: h.jar.cookie! },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/^encaja_google_flow=; .*Max-Age=0/);
    const result = successOf(new URL(String(res.headers.location)));
    expect(result.flow).toBe(flow);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("rejects a malformed flow with the validation envelope", async () => {
    const res = await h.t.call(routes.auth.google, { query: { flow: "short" } });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("VALIDATION");
  });
});

describe("configuration", () => {
  it("404 NOT_FOUND when Google is not configured", async () => {
    const t = await createTestApp();
    try {
      for (const url of ["/auth/google", "/auth/google/callback?code=x&state=y"]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          code: "NOT_FOUND",
          message: "Google sign-in is not configured",
        });
      }
    } finally {
      await t.close();
    }
  });

  it("E00GAF redirect (not a 500) when the issuer is unreachable", async () => {
    const t = await createTestApp({
      env: {
        GOOGLE_ISSUER: "http://127.0.0.1:9",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
      },
    });
    try {
      // A redirect, not JSON: raw inject.
      const res = await t.app.inject({ url: "/auth/google?mode=signup" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(failure("signup", "E00GAF"));
    } finally {
      await t.close();
    }
  });
});
