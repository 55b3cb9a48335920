import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn, recipientOf } from "@encaja/email/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithSmtp, type TestAppWithSmtp } from "../../testing/app";
import type { BodyOf } from "../../testing/call";
import {
  createSignedInUser,
  createUser,
  FACTORY_PASSWORD,
  uniqueEmail,
} from "../../testing/factories";

let t: TestAppWithSmtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "x-forwarded-for": "10.7.0.1", ...headers },
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": "10.7.9.9" },
  });

async function resetLinkFor(email: string, locale?: "es" | "en") {
  const res = await post("/auth/password/forgot", { email, ...(locale ? { locale } : {}) });
  expect(res.statusCode).toBe(202);
  const mail = await t.emailTo(email);
  const prefix = `http://web.test:3000${locale === "en" ? "/en" : ""}/new-password/`;
  return { mail, link: linkIn(mail, prefix)! };
}

describe("password reset journey", () => {
  it("emails a single-use link through SMTP; the reset revokes sessions and sets the password", async () => {
    const user = await createSignedInUser(t.db.db, "developer");
    const { mail, link } = await resetLinkFor(user.email, "en");
    expect(mail.subject).toMatch(/password/i);
    expect(mail.html).toContain(link);
    const token = link.split("/").pop()!;

    const newPassword = "Brand-New-Secret-77";
    const reset = await post("/auth/password/reset", { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await t.call(routes.users.me, {}, { as: user })).status).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);

    const reused = await post("/auth/password/reset", { token, password: "Another-Secret-88" });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe("E0006");
  });

  it("writes Spanish by default", async () => {
    const user = await createUser(t.db.db, "customer");
    const { mail } = await resetLinkFor(user.email);
    expect(mail.subject).toMatch(/contraseña/i);
  });

  it("answers 202 for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await post("/auth/password/forgot", { email });
    expect(res.statusCode).toBe(202);
    await t.app.outbox!.drain();
    expect(t.smtp.messages.some((m) => recipientOf(m) === email)).toBe(false);
  });

  it("E0005 for a token that never existed, E0006 for an expired one", async () => {
    const unknown = await post("/auth/password/reset", {
      token: "A".repeat(43),
      password: "Brand-New-Secret-77",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("E0005");

    const user = await createUser(t.db.db, "developer");
    const { link } = await resetLinkFor(user.email);
    await t.db.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.passwordResetTokens.userId, user.userId));
    const expired = await post("/auth/password/reset", {
      token: link.split("/").pop()!,
      password: "Brand-New-Secret-77",
    });
    expect(expired.json().code).toBe("E0006");
  });

  it("rejects a common new password without using the token", async () => {
    const user = await createUser(t.db.db, "developer");
    const { link } = await resetLinkFor(user.email);
    const token = link.split("/").pop()!;
    expect((await post("/auth/password/reset", { token, password: "qwertyuiop" })).statusCode).toBe(
      400,
    );
    expect(
      (await post("/auth/password/reset", { token, password: "Brand-New-Secret-77" })).statusCode,
    ).toBe(200);
  });

  it("caps reset emails per address silently and rate-limits per IP", async () => {
    const user = await createUser(t.db.db, "developer");
    for (let i = 0; i < 5; i++)
      await post("/auth/password/forgot", { email: user.email }, { "x-forwarded-for": "10.7.1.1" });
    await t.app.outbox!.drain();
    expect(t.smtp.messages.filter((m) => recipientOf(m) === user.email.toLowerCase())).toHaveLength(
      3,
    );
    let status = 0;
    for (let i = 0; i < 11; i++) {
      status = (
        await post(
          "/auth/password/forgot",
          { email: uniqueEmail() },
          { "x-forwarded-for": "10.7.2.2" },
        )
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe("PATCH /users/me/password", () => {
  const change = (
    headers: Record<string, string>,
    payload: BodyOf<typeof routes.users.changePassword>,
  ) => t.call(routes.users.changePassword, { body: payload }, { headers: headers });

  it("changes the password, keeps this session and revokes the others", async () => {
    const user = await createSignedInUser(t.db.db, "matchers");
    const other = (await login(user.email, FACTORY_PASSWORD)).json().access_token;
    const res = await change(user.headers, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: "Brand-New-Secret-77",
    });
    expect(res.status).toBe(204);
    expect((await t.call(routes.users.me, {}, { as: user })).status).toBe(200);
    expect(
      (await t.call(routes.users.me, {}, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(401);
  });

  it("WRONG_CURRENT_PASSWORD (not the email/password E00IUC) for a wrong current password; 400 for a weak new one", async () => {
    const user = await createSignedInUser(t.db.db, "developer");
    expect(
      (
        await change(user.headers, {
          currentPassword: "nope-nope",
          newPassword: "Brand-New-Secret-77",
        })
      ).error?.code,
    ).toBe("WRONG_CURRENT_PASSWORD");
    const weak = await change(user.headers, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: "short",
    });
    expect(weak.status).toBe(400);
    expect(weak.error?.errors?.[0]?.path).toBe("body.newPassword");
  });
});
