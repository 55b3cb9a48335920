import { type Role, roles, routes } from "@encaja/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createUser, FACTORY_PASSWORD, uniqueEmail } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, ip = "10.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/auth/login",
    payload: payload as object,
    headers: { "x-forwarded-for": ip },
  });

const portalOf = (role: Role) =>
  role === "customer" || role === "customerAssociate" ? "customer" : "developer";

describe("POST /auth/login", () => {
  it.each(roles)("signs in a %s on its portal and the token works", async (role) => {
    const user = await createUser(t.db.db, role);
    const res = await login({
      email: user.email.toUpperCase(),
      password: FACTORY_PASSWORD,
      portal: portalOf(role),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe(role);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.call(
      routes.users.me,
      {},
      { headers: { authorization: `Bearer ${body.access_token}` } },
    );
    expect(me.body.userId).toBe(user.userId);
  });

  it("E00IUC for a wrong password and for an unknown email (same answer)", async () => {
    const user = await createUser(t.db.db, "developer");
    const wrong = await login({ email: user.email, password: "not-the-password" }, "10.0.1.1");
    const unknown = await login({ email: uniqueEmail(), password: "whatever-123" }, "10.0.1.2");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: "E00IUC",
        message: "The email or password is incorrect",
      });
    }
  });

  it("E0ARWG for a password login on a Google-only account", async () => {
    const user = await createUser(t.db.db, "developer", {
      googleSubject: "google-sub-1",
      noPassword: true,
    });
    const res = await login({ email: user.email, password: "anything-123" });
    expect(res.json().code).toBe("E0ARWG");
  });

  it("E0009 for a developer on the customer portal, E0010 for a company on the developer portal", async () => {
    const dev = await createUser(t.db.db, "developer");
    const customer = await createUser(t.db.db, "customer");
    const associate = await createUser(t.db.db, "customerAssociate");
    expect(
      (await login({ email: dev.email, password: FACTORY_PASSWORD, portal: "customer" })).json()
        .code,
    ).toBe("E0009");
    expect((await login({ email: customer.email, password: FACTORY_PASSWORD })).json().code).toBe(
      "E0010",
    );
    expect(
      (
        await login({ email: associate.email, password: FACTORY_PASSWORD, portal: "developer" })
      ).json().code,
    ).toBe("E0010");
  });

  it("does not reveal the portal mismatch before the password is right", async () => {
    const dev = await createUser(t.db.db, "developer");
    const res = await login(
      { email: dev.email, password: "wrong-password", portal: "customer" },
      "10.0.2.1",
    );
    expect(res.json().code).toBe("E00IUC");
  });

  it("answers 429 with Retry-After after 5 failures for one account from one address; the owner elsewhere still signs in", async () => {
    const user = await createUser(t.db.db, "developer");
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ email: user.email, password: `wrong-${i}-xx` }, "10.1.0.1")).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ email: user.email, password: FACTORY_PASSWORD }, "10.1.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("RATE_LIMITED");
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().retryAfterSeconds).toBe(retryAfter);
    const owner = await login({ email: user.email, password: FACTORY_PASSWORD }, "10.1.1.1");
    expect(owner.statusCode).toBe(200);
  });

  it("answers 429 after 50 failures from one IP across accounts", async () => {
    for (let i = 0; i < 50; i++) {
      await login({ email: uniqueEmail("spray"), password: "password-spray" }, "10.2.0.1");
    }
    const user = await createUser(t.db.db, "developer");
    const res = await login({ email: user.email, password: FACTORY_PASSWORD }, "10.2.0.1");
    expect(res.statusCode).toBe(429);
    const other = await login({ email: user.email, password: FACTORY_PASSWORD }, "10.2.0.2");
    expect(other.statusCode).toBe(200);
  }, 60_000);

  it.each([
    [{}, ["body.email", "body.password"]],
    [{ email: "not-an-email", password: "x" }, ["body.email"]],
    [{ email: "a@b.co", password: 12 }, ["body.password"]],
    [{ email: "a@b.co", password: "x".repeat(129) }, ["body.password"]],
    [{ email: "a@b.co", password: "xxxxxxxx", extra: true }, ["body"]],
    [{ email: "a@b.co", password: "xxxxxxxx", portal: "admin" }, ["body.portal"]],
    [{ email: `${"a".repeat(250)}@b.co`, password: "xxxxxxxx" }, ["body.email"]],
  ])("validation: %j", async (payload, paths) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION");
    for (const path of paths)
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the session server-side", async () => {
    const user = await createUser(t.db.db, "customer");
    const { access_token } = (
      await login({ email: user.email, password: FACTORY_PASSWORD, portal: "customer" })
    ).json();
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await t.call(routes.auth.logout, {}, { headers: headers })).status).toBe(204);
    expect((await t.call(routes.users.me, {}, { headers: headers })).status).toBe(401);
  });
});
