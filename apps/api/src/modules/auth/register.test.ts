import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createUser, uniqueEmail } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INTERNAL_SIGNUP_DOMAINS: "encaja.dev" } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = "10.9.0.1") =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { "x-forwarded-for": ip },
  });
const developer = (over: Record<string, unknown> = {}) => ({
  role: "developer",
  email: uniqueEmail("dev"),
  password: "Sunny-Mango-Trail-42",
  firstName: "Lucía",
  lastName: "Pérez",
  ...over,
});
const customer = (over: Record<string, unknown> = {}) => ({
  role: "customer",
  email: uniqueEmail("co"),
  password: "Sunny-Mango-Trail-42",
  fullName: "Carla Gómez",
  companyName: "Globex SA",
  phoneNumber: "+54 11 5555-0000",
  ...over,
});
const me = (token: string) =>
  t.call(routes.users.me, {}, { headers: { authorization: `Bearer ${token}` } });
const userCount = async () => t.db.db.$count(schema.users);

describe("POST /auth/register", () => {
  it("registers a developer (201) whose token answers /users/me", async () => {
    const body = developer({ projectId: "6f1c2a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f", locale: "en" });
    const res = await post("/auth/register", body);
    expect(res.statusCode).toBe(201);
    const profile = (await me(res.json().access_token)).body;
    expect(profile).toMatchObject({
      role: "developer",
      firstName: "Lucía",
      lastName: "Pérez",
      email: body.email,
    });
    if (profile.role !== "developer") throw new Error(`Expected a developer, got ${profile.role}`);
    expect(profile.isRegisteredByGoogle).toBe(false);
  });

  it("registers a customer with its company", async () => {
    const res = await post("/auth/register", customer());
    expect(res.statusCode).toBe(201);
    expect((await me(res.json().access_token)).body).toMatchObject({
      role: "customer",
      name: "Globex SA",
      phoneNumber: "+54 11 5555-0000",
    });
  });

  it("E00UAR when the email is taken (case-insensitive), E0012 for a customer's email, E00ARP for a Google account", async () => {
    const body = developer();
    await post("/auth/register", body);
    const again = await post("/auth/register", developer({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("E00UAR");
    const company = await createUser(t.db.db, "customer");
    expect((await post("/auth/register", developer({ email: company.email }))).json().code).toBe(
      "E0012",
    );
    const google = await createUser(t.db.db, "developer", {
      googleSubject: "sub-reg-1",
      noPassword: true,
    });
    expect((await post("/auth/register", developer({ email: google.email }))).json().code).toBe(
      "E00ARP",
    );
  });

  it("rejects a common password and leaves nothing behind", async () => {
    const before = await userCount();
    const res = await post("/auth/register", developer({ password: "password123" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "body.password", message: expect.stringContaining("too common") },
    ]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["missing role", { email: "a@b.co" }],
    ["unknown role", developer({ role: "superAdmin" })],
    ["short password", developer({ password: "short" })],
    ["long password", developer({ password: "x".repeat(129) })],
    ["bad email", developer({ email: "nope" })],
    ["unknown field", developer({ isAdmin: true })],
    ["wrong type", developer({ firstName: 42 })],
    ["overlong name", developer({ firstName: "x".repeat(101) })],
    ["control characters", developer({ lastName: "Pé\u0000rez" })],
    ["blank name", developer({ firstName: "   " })],
    ["bad projectId", developer({ projectId: "1; drop table users" })],
    ["customer without company", customer({ companyName: undefined })],
    ["bad phone", customer({ phoneNumber: "call me" })],
  ])("400 VALIDATION: %s", async (_name, payload) => {
    const before = await userCount();
    const res = await post("/auth/register", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
    expect(await userCount()).toBe(before);
  });

  it("accepts non-Latin names (weird but valid Unicode)", async () => {
    const res = await post(
      "/auth/register",
      developer({ firstName: "Zoë 李", lastName: "Ñúñez-Ø 🙂" }),
    );
    expect(res.statusCode).toBe(201);
  });

  it("is rate-limited per IP (429 with Retry-After)", async () => {
    let last = 0;
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 31; i++) {
      const res = await post("/auth/register", { nope: true }, "10.9.9.9");
      last = res.statusCode;
      retryAfter = res.headers["retry-after"];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("POST /auth/internals/signup", () => {
  it("creates an unverified matcher for an allowed domain, without a session (ADR 0016)", async () => {
    const email = `staff-${Date.now()}@Encaja.dev`;
    const res = await post("/auth/internals/signup", {
      email,
      password: "Sunny-Mango-Trail-42",
      fullName: "Sam Staff",
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ verificationRequired: true });
    const [user] = await t.db.db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.email} = ${email}`);
    expect(user).toMatchObject({ role: "matchers", emailVerifiedAt: null });
  });

  it("403 for any other domain, E0015 for a used email", async () => {
    const other = await post("/auth/internals/signup", {
      email: uniqueEmail(),
      password: "Sunny-Mango-Trail-42",
      fullName: "Eve",
    });
    expect(other.statusCode).toBe(403);
    const email = `dup-${Date.now()}@encaja.dev`;
    await createUser(t.db.db, "developer", { email });
    const dup = await post("/auth/internals/signup", {
      email,
      password: "Sunny-Mango-Trail-42",
      fullName: "Dup",
    });
    expect(dup.json().code).toBe("E0015");
  });
});
