import { Me } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn, recipientOf } from "@encaja/email/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithSmtp, type TestAppWithSmtp } from "../../testing/app";
import { createSignedInUser, createUser, uniqueEmail } from "../../testing/factories";

let t: TestAppWithSmtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
});
afterAll(() => t.close());

const invite = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/invitations", headers, payload });

async function invitationToken(email: string) {
  const mail = await t.emailTo(email);
  const link = linkIn(mail, "http://web.test:3000/signup/invitation/")!;
  return { mail, link, token: new URL(link).searchParams.get("token")! };
}

describe("customer invites an associate", () => {
  it("emails a link; the invitee sees who invited them and joins the company", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const email = uniqueEmail("associate");
    const res = await invite(customer.headers, { type: "customerAssociate", email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: "customerAssociate",
      email,
      role: "customerAssociate",
    });

    const { mail, link, token } = await invitationToken(email);
    expect(link).toContain("/signup/invitation/customer/associate?token=");
    expect(mail.text).toContain("Company");

    const info = await t.app.inject({ url: `/invitations/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      type: "customerAssociate",
      email,
      customerName: expect.stringMatching(/^Company/),
    });

    const register = await t.app.inject({
      method: "POST",
      url: "/customer-associates/register",
      payload: { token, email, password: "Sunny-Mango-Trail-42", fullName: "Ana Asociada" },
    });
    expect(register.statusCode).toBe(201);
    const me = Me.parse(
      (
        await t.app.inject({
          url: "/users/me",
          headers: { authorization: `Bearer ${register.json().access_token}` },
        })
      ).json(),
    );
    expect(me).toMatchObject({
      role: "customerAssociate",
      customerId: customer.customerId,
      fullName: "Ana Asociada",
    });

    const reuse = await t.app.inject({ url: `/invitations/${token}` });
    expect(reuse.json().code).toBe("E000IT");
  });

  it("writes to the invitee in the inviter's language, linking to the page in that language", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    await t.db.db
      .update(schema.users)
      .set({ locale: "en" })
      .where(eq(schema.users.id, customer.userId));
    const email = uniqueEmail("english");
    await invite(customer.headers, { type: "customerAssociate", email });
    await t.app.outbox!.drain();
    const mail = await t.smtp.waitForMessage((m) => recipientOf(m) === email);
    expect(mail.subject).toMatch(/invit/i);
    expect(
      linkIn(mail, "http://web.test:3000/en/signup/invitation/customer/associate?token="),
    ).toBeDefined();
  });

  it("E0014 when the email differs, E000IT for an unknown token or the wrong endpoint", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const email = uniqueEmail("inv");
    await invite(customer.headers, { type: "customerAssociate", email });
    const { token } = await invitationToken(email);
    const body = {
      token,
      email: uniqueEmail("other"),
      password: "Sunny-Mango-Trail-42",
      fullName: "X Y",
    };
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/customer-associates/register",
      payload: body,
    });
    expect(mismatch.json().code).toBe("E0014");
    const wrongEndpoint = await t.app.inject({
      method: "POST",
      url: "/auth/internals/signup/invitations",
      payload: { ...body, email },
    });
    expect(wrongEndpoint.json().code).toBe("E000IT");
    const unknown = await t.app.inject({ url: `/invitations/${"b".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("E000IT");
  });

  it("E0015 when inviting an email that already has an account", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const taken = await createUser(t.db.db, "developer");
    expect(
      (await invite(customer.headers, { type: "customerAssociate", email: taken.email })).json()
        .code,
    ).toBe("E0015");
  });

  it("refuses a customer inviting internal staff, and a super admin inviting associates", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    expect(
      (
        await invite(customer.headers, {
          type: "internal",
          email: uniqueEmail(),
          role: "superAdmin",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await invite(admin.headers, { type: "customerAssociate", email: uniqueEmail() })).statusCode,
    ).toBe(403);
  });
});

describe("super admin invites internal staff", () => {
  it.each(["matchers", "hardInterviewer", "superAdmin"] as const)(
    "a %s joins with the invited role",
    async (role) => {
      const admin = await createSignedInUser(t.db.db, "superAdmin");
      const email = uniqueEmail(role.toLowerCase());
      expect((await invite(admin.headers, { type: "internal", email, role })).statusCode).toBe(201);
      const { link, token } = await invitationToken(email);
      expect(link).toContain(`/signup/invitation/${role}?token=`);
      const res = await t.app.inject({
        method: "POST",
        url: "/auth/internals/signup/invitations",
        payload: { token, email, password: "Sunny-Mango-Trail-42", fullName: "New Staff" },
      });
      expect(res.statusCode).toBe(201);
      const me = await t.app.inject({
        url: "/users/me",
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(me.json().role).toBe(role);
    },
  );

  it("validates the body", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    for (const payload of [
      { type: "internal", email: uniqueEmail() },
      { type: "internal", email: uniqueEmail(), role: "developer" },
      { type: "other", email: uniqueEmail() },
      { type: "internal", email: "x", role: "matchers" },
    ]) {
      expect((await invite(admin.headers, payload)).statusCode).toBe(400);
    }
  });
});
