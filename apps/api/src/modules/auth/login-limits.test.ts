import { insertPasswordReset, recordLoginFailure } from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../plugins/security";
import { createTestApp, TEST_WEB_URL, type TestApp } from "../../testing/app";
import {
  createSignedInUser,
  createUser,
  FACTORY_PASSWORD,
  uniqueEmail,
} from "../../testing/factories";
import { clientKey } from "./client-address";
import { LOGIN_LIMITS } from "./login.service";
import { hashToken, newToken } from "./tokens";

let t: TestApp;
/** Trusts only 10.0.0.0/8 as a proxy (not loopback). */
let behindLb: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  behindLb = await createTestApp({ env: { TRUSTED_PROXIES: "10.0.0.0/8" } });
});
afterAll(async () => {
  await t?.close();
  await behindLb?.close();
});

type Attempt = { email: string; password: string; from?: string; via?: string; app?: TestApp };
/** A sign-in sent by `via` (the socket address, loopback by default) naming client `from`. */
const login = ({ email, password, from, via, app = t }: Attempt) =>
  app.app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email, password },
    ...(via ? { remoteAddress: via } : {}),
    headers: { ...(from ? { "x-forwarded-for": from } : {}), origin: TEST_WEB_URL },
  });

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((r) => r.statusCode).sort();

describe("sign-in limits", () => {
  it("60 parallel wrong guesses from one address: at most 5 are checked, the rest get 429", async () => {
    const user = await createUser(t.db.db, "developer");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login({ email: user.email, password: `wrong-guess-${i}`, from: "198.51.100.7" }),
      ),
    );
    const codes = statuses(answers);
    const checked = codes.filter((c) => c === 401).length;
    // On PostgreSQL the 60 rows can all land before any count, so even 0 checked is correct.
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndClient);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - checked);

    const refused = answers.find((r) => r.statusCode === 429)!;
    const body = refused.json();
    expect(body).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    expect(refused.headers["retry-after"]).toBe(String(body.retryAfterSeconds));

    // Even the right password waits on that address…
    const sameAddress = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "198.51.100.7",
    });
    expect(sameAddress.statusCode).toBe(429);
    // …but the owner, elsewhere, is not locked out by the stranger.
    const owner = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "192.0.2.44",
    });
    expect(owner.statusCode).toBe(200);
  }, 120_000);

  it("sequential guesses: the 6th from the same address is refused, another account is not", async () => {
    const user = await createUser(t.db.db, "developer");
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient; i++) {
      const res = await login({
        email: user.email,
        password: `nope-${i}-xx`,
        from: "198.51.100.8",
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await login({ email: user.email, password: "nope-6-xx", from: "198.51.100.8" });
    expect(sixth.statusCode).toBe(429);
    const other = await createUser(t.db.db, "developer");
    const otherAccount = await login({
      email: other.email,
      password: FACTORY_PASSWORD,
      from: "198.51.100.8",
    });
    expect(otherAccount.statusCode).toBe(200);
  }, 60_000);

  it("many addresses on one account hit the account backstop; a password reset lifts it", async () => {
    const user = await createUser(t.db.db, "developer");
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      await recordLoginFailure(t.db.db, user.email, `203.0.113.${i}`);
    }
    const blocked = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "192.0.2.9",
    });
    expect(blocked.statusCode).toBe(429);

    const token = newToken();
    await insertPasswordReset(t.db.db, {
      userId: user.userId,
      tokenHash: hashToken(token),
      ttlSeconds: 600,
    });
    const newPassword = "Fresh-Start-Password-42";
    const reset = await t.app.inject({
      method: "POST",
      url: "/auth/password/reset",
      payload: { token, password: newPassword },
      headers: { "x-forwarded-for": "192.0.2.9" },
    });
    expect(reset.statusCode).toBe(200);
    const after = await login({ email: user.email, password: newPassword, from: "192.0.2.9" });
    expect(after.statusCode).toBe(200);
  }, 60_000);

  it("counts IPv6 clients by /64", async () => {
    const user = await createUser(t.db.db, "developer");
    for (let i = 1; i <= LOGIN_LIMITS.perAccountAndClient; i++) {
      const res = await login({
        email: user.email,
        password: "wrong-v6-pw",
        from: `2001:db8:7:1::${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    // Another address of the same /64 is the same client…
    const sameNet = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "2001:db8:7:1:ffff:1234:5678:9abc",
    });
    expect(sameNet.statusCode).toBe(429);
    // …a neighbouring /64 is not.
    const nextNet = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "2001:db8:7:2::1",
    });
    expect(nextNet.statusCode).toBe(200);
  }, 60_000);
});

describe("TRUSTED_PROXIES", () => {
  it("by default believes X-Forwarded-For only from loopback", async () => {
    const user = await createUser(t.db.db, "developer");
    // A client talking to the API directly cannot rotate its address with the header.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient; i++) {
      const res = await login({
        email: user.email,
        password: "spoofing-pw",
        via: "198.51.100.20",
        from: `192.0.2.${100 + i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const spoofed = await login({
      email: user.email,
      password: "spoofing-pw",
      via: "198.51.100.20",
      from: "192.0.2.200",
    });
    expect(spoofed.statusCode).toBe(429);
    // Through the loopback proxy, the header names the client (a different one here).
    const proxied = await login({
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "192.0.2.201",
    });
    expect(proxied.statusCode).toBe(200);
  }, 60_000);

  it("with a configured range, believes that range and no longer loopback", async () => {
    const user = await createUser(behindLb.db.db, "developer");
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient; i++) {
      const res = await login({
        app: behindLb,
        email: user.email,
        password: "loopback-pw",
        from: `192.0.2.${10 + i}`, // ignored: loopback is not trusted now
      });
      expect(res.statusCode).toBe(401);
    }
    const viaLoopback = await login({
      app: behindLb,
      email: user.email,
      password: FACTORY_PASSWORD,
      from: "192.0.2.99",
    });
    expect(viaLoopback.statusCode).toBe(429);
    const viaBalancer = await login({
      app: behindLb,
      email: user.email,
      password: FACTORY_PASSWORD,
      via: "10.20.30.40",
      from: "192.0.2.99",
    });
    expect(viaBalancer.statusCode).toBe(200);
  }, 60_000);
});

describe("clientKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::abcd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["not-an-ip", "not-an-ip"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("headers on refusals", () => {
  const expectHeaders = (res: { headers: Record<string, unknown> }) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(res.headers[name], name).toBe(value);
    }
    expect(res.headers["access-control-allow-origin"]).toBe(TEST_WEB_URL);
    expect(String(res.headers["access-control-expose-headers"])).toContain("Retry-After");
  };

  it("401 AUTH_REQUIRED carries the security and CORS headers", async () => {
    const res = await t.app.inject({ url: "/users/me", headers: { origin: TEST_WEB_URL } });
    expect(res.statusCode).toBe(401);
    expectHeaders(res);
  });

  it("403 FORBIDDEN carries them", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await t.app.inject({
      url: "/talent",
      headers: { ...dev.headers, origin: TEST_WEB_URL },
    });
    expect(res.statusCode).toBe(403);
    expectHeaders(res);
  });

  it("429 RATE_LIMITED (route limit, before the handler) carries them", async () => {
    const from = "198.51.100.99";
    const email = uniqueEmail("junk");
    let last = await login({ email, password: "x", from });
    // Junk bodies count for the route-level limit too.
    for (let i = 0; i < 60 && last.statusCode !== 429; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/auth/login",
        payload: { nonsense: true },
        headers: { "x-forwarded-for": from, origin: TEST_WEB_URL },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().retryAfterSeconds).toBeGreaterThan(0);
    expectHeaders(last);
  }, 60_000);
});
