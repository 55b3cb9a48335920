import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn, recipientOf } from "@encaja/email/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithSmtp, type TestAppWithSmtp } from "../../testing/app";
import { type BodyOf, expectOk } from "../../testing/call";
import { createSignedInUser, createUser, uniqueEmail } from "../../testing/factories";
import { requestsWith } from "../../testing/setup";

let t: TestAppWithSmtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
});
afterAll(() => t.close());

const invite = (
  headers: Record<string, string>,
  payload: BodyOf<typeof routes.invitations.create>,
) => t.call(routes.invitations.create, { body: payload }, { headers: headers });

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
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "customerAssociate",
      email,
      role: "customerAssociate",
    });

    const { mail, link, token } = await invitationToken(email);
    expect(link).toContain("/signup/invitation/customer/associate?token=");
    expect(mail.text).toContain("Company");

    const info = await t.call(routes.invitations.readByToken, { params: { token } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      type: "customerAssociate",
      email,
      customerName: expect.stringMatching(/^Company/),
    });

    const register = await t.call(routes.auth.associateSignup, {
      body: { token, email, password: "Sunny-Mango-Trail-42", fullName: "Ana Asociada" },
    });
    expect(register.status).toBe(201);
    const bearer = { authorization: `Bearer ${register.body.access_token}` };
    const me = expectOk(await t.call(routes.users.me, {}, { headers: bearer }), 200);
    expect(me).toMatchObject({
      role: "customerAssociate",
      customerId: customer.customerId,
      fullName: "Ana Asociada",
    });

    const reuse = await t.call(routes.invitations.readByToken, { params: { token } });
    expect(reuse.error?.code).toBe("E000IT");
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
    const mismatch = await t.call(routes.auth.associateSignup, { body });
    expect(mismatch.error?.code).toBe("E0014");
    const wrongEndpoint = await t.call(routes.auth.internalInvitationSignup, {
      body: { ...body, email },
    });
    expect(wrongEndpoint.error?.code).toBe("E000IT");
    const unknown = await t.call(routes.invitations.readByToken, {
      params: { token: "b".repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe("E000IT");
  });

  it("E0015 when inviting an email that already has an account", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const taken = await createUser(t.db.db, "developer");
    expect(
      (await invite(customer.headers, { type: "customerAssociate", email: taken.email })).error
        ?.code,
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
      ).status,
    ).toBe(403);
    expect(
      (await invite(admin.headers, { type: "customerAssociate", email: uniqueEmail() })).status,
    ).toBe(403);
  });
});

describe("super admin invites internal staff", () => {
  it.each(["matchers", "hardInterviewer", "superAdmin"] as const)(
    "a %s joins with the invited role",
    async (role) => {
      const admin = await createSignedInUser(t.db.db, "superAdmin");
      const email = uniqueEmail(role.toLowerCase());
      expect((await invite(admin.headers, { type: "internal", email, role })).status).toBe(201);
      const { link, token } = await invitationToken(email);
      expect(link).toContain(`/signup/invitation/${role}?token=`);
      const res = await t.call(routes.auth.internalInvitationSignup, {
        body: { token, email, password: "Sunny-Mango-Trail-42", fullName: "New Staff" },
      });
      expect(res.status).toBe(201);
      const bearer = { authorization: `Bearer ${res.body.access_token}` };
      const me = await t.call(routes.users.me, {}, { headers: bearer });
      expect(me.body.role).toBe(role);
    },
  );

  it("validates the body", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    // Off-contract bodies on purpose: raw inject, the typed caller would refuse them.
    const { post } = requestsWith(t);
    for (const payload of [
      { type: "internal", email: uniqueEmail() },
      { type: "internal", email: uniqueEmail(), role: "developer" },
      { type: "other", email: uniqueEmail() },
      { type: "internal", email: "x", role: "matchers" },
    ]) {
      expect((await post("/invitations", admin.headers, payload)).statusCode).toBe(400);
    }
  });
});
