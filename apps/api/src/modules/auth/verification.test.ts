import { Me, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn, recipientOf, startTestSmtpServer } from "@encaja/email/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestAppWithSmtp } from "../../testing/app";
import { expectOk } from "../../testing/call";
import { seedTestCatalog } from "../../testing/developers";
import { createSignedInUser, createUser, uniqueEmail } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { completeOnboarding, createTestOffer } from "../../testing/offers";

/** ADR 0016: email verification for password sign-ups and the internal-domain sign-up. */
let t: TestAppWithSmtp;
beforeAll(async () => {
  const smtp = await startTestSmtpServer();
  const app = await createTestApp({
    env: { SMTP_URL: smtp.url, INTERNAL_SIGNUP_DOMAINS: "encaja.dev" },
  });
  await seedTestCatalog(app.db.db);
  t = {
    ...app,
    smtp,
    emailTo: async (to) => {
      await app.app.outbox!.drain();
      return smtp.waitForMessage((m) => recipientOf(m) === to.toLowerCase());
    },
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.16.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "x-forwarded-for": freshIp(), ...headers },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) =>
  Me.parse(expectOk(await t.call(routes.users.me, {}, { headers: bearer(token) })));
const PASSWORD = "Sunny-Mango-Trail-42";

/** The token of the newest verification email sent to `email`. */
async function verificationToken(email: string, locale: "es" | "en" = "es") {
  const mail = await t.emailTo(email);
  const prefix = `http://web.test:3000${locale === "en" ? "/en" : ""}/verify-email/`;
  const link = linkIn(mail, prefix);
  expect(link, mail.text).toBeTruthy();
  return { mail, token: link!.slice(prefix.length) };
}

describe("internal sign-up by email domain (the attack)", () => {
  it("gives no session and no role until the emailed link is opened", async () => {
    const email = `mallory-${Date.now()}@encaja.dev`;
    const res = await post("/auth/internals/signup", { email, password: PASSWORD, fullName: "M" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ verificationRequired: true });
    expect(res.json()).not.toHaveProperty("access_token");

    // The password alone does not open a staff session.
    const early = await post("/auth/login", { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");
    const sessions = await t.db.db
      .select()
      .from(schema.sessions)
      .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
      .where(eq(schema.users.email, email));
    expect(sessions).toHaveLength(0);

    // Only the owner of the mailbox can finish it.
    const { mail, token } = await verificationToken(email);
    expect(mail.subject).toMatch(/Confirma tu correo/);
    const verified = await post("/auth/email/verify", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, role: "matchers" });
    const login = await post("/auth/login", { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe("matchers");
    expect((await me(login.json().access_token)).emailVerified).toBe(true);
  });
});

describe("password sign-up", () => {
  it("developer: signed in but unverified, cannot apply until the link is used (single use)", async () => {
    const email = uniqueEmail("newdev");
    const res = await post("/auth/register", {
      role: "developer",
      email,
      password: PASSWORD,
      firstName: "Nu",
      lastName: "Evo",
      locale: "en",
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().access_token as string;
    const profile = await me(token);
    expect(profile.emailVerified).toBe(false);
    if (profile.role !== "developer") throw new Error("developer expected");
    await completeOnboarding(t.db.db, profile.professionalId);

    const { id: offerId } = await createTestOffer(t.db.db);
    const refused = await post(`/jobs/${offerId}/apply`, {}, bearer(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("EMAIL_NOT_VERIFIED");
    expect(refused.json().message).toBeTruthy();

    const { mail, token: link } = await verificationToken(email, "en");
    expect(mail.subject).toMatch(/Confirm your email/);
    expect((await post("/auth/email/verify", { token: link })).statusCode).toBe(200);
    expect((await me(token)).emailVerified).toBe(true);
    expect((await post(`/jobs/${offerId}/apply`, {}, bearer(token))).statusCode).toBe(201);

    const again = await post("/auth/email/verify", { token: link });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("VERIFICATION_LINK_EXPIRED");
  });

  it("customer: cannot invite associates until verified", async () => {
    const email = uniqueEmail("newco");
    const res = await post("/auth/register", {
      role: "customer",
      email,
      password: PASSWORD,
      fullName: "Carla",
      companyName: "Initech",
    });
    expect(res.statusCode).toBe(201);
    const headers = bearer(res.json().access_token);
    const invite = () =>
      post("/invitations", { type: "customerAssociate", email: uniqueEmail("asso") }, headers);
    const refused = await invite();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("EMAIL_NOT_VERIFIED");
    const { token } = await verificationToken(email);
    expect((await post("/auth/email/verify", { token })).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
  });
});

describe("verification links", () => {
  it("404 for an unknown token, 410 once expired, 400 for a malformed one", async () => {
    const unknown = await post("/auth/email/verify", { token: "A".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("VERIFICATION_LINK_INVALID");

    const user = await createUser(t.db.db, "developer", { unverified: true });
    expect((await post("/auth/email/resend", { email: user.email })).statusCode).toBe(202);
    const { token } = await verificationToken(user.email);
    await t.db.db
      .update(schema.emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.emailVerificationTokens.userId, user.userId));
    const expired = await post("/auth/email/verify", { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("VERIFICATION_LINK_EXPIRED");
    const [row] = await t.db.db
      .select({ at: schema.users.emailVerifiedAt })
      .from(schema.users)
      .where(eq(schema.users.id, user.userId));
    expect(row?.at).toBeNull();

    const bad = await post("/auth/email/verify", { token: "x'; drop table users;--" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION");
  });

  it("a resend replaces the previous link", async () => {
    const user = await createSignedInUser(t.db.db, "customer", { unverified: true });
    await post("/auth/email/resend", {}, user.headers);
    const first = await verificationToken(user.email);
    t.smtp.messages.length = 0;
    await post("/auth/email/resend", {}, user.headers);
    const second = await verificationToken(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await post("/auth/email/verify", { token: first.token })).statusCode).toBe(410);
    expect((await post("/auth/email/verify", { token: second.token })).statusCode).toBe(200);
  });
});

describe("POST /auth/email/resend", () => {
  it("answers the same for unknown, verified and unverified addresses (no enumeration)", async () => {
    const verified = await createUser(t.db.db, "developer");
    const unverified = await createUser(t.db.db, "developer", { unverified: true });
    const ghost = uniqueEmail("ghost");
    const answers = await Promise.all(
      [ghost, verified.email, unverified.email].map((email) =>
        post("/auth/email/resend", { email }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
    await verificationToken(unverified.email);
    expect(
      t.smtp.messages.some((m) => [ghost, verified.email].includes(recipientOf(m) ?? "")),
    ).toBe(false);
  });

  it("400 without an email when signed out", async () => {
    const res = await post("/auth/email/resend", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });

  it("silently caps emails per address and is rate-limited per IP", async () => {
    const user = await createUser(t.db.db, "developer", { unverified: true });
    for (let i = 0; i < 5; i++) {
      expect((await post("/auth/email/resend", { email: user.email })).statusCode).toBe(202);
    }
    await t.app.outbox!.drain();
    const [{ n } = { n: 0 }] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.emailVerificationTokens)
      .where(eq(schema.emailVerificationTokens.userId, user.userId));
    expect(n).toBe(3);

    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/auth/email/resend",
        payload: { email: uniqueEmail("flood") },
        headers: { "x-forwarded-for": "10.16.250.1" },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("who counts as verified", () => {
  it("factories, Google sign-ups and accepted invitations are verified; password reset verifies", async () => {
    const seeded = await createSignedInUser(t.db.db, "customer");
    expect((await me(seeded.token)).emailVerified).toBe(true);
    const google = await createSignedInUser(t.db.db, "developer", {
      googleSubject: `sub-${Date.now()}`,
      noPassword: true,
    });
    expect((await me(google.token)).emailVerified).toBe(true);

    const user = await createUser(t.db.db, "developer", { unverified: true });
    await post("/auth/password/forgot", { email: user.email });
    const mail = await t.emailTo(user.email);
    const link = linkIn(mail, "http://web.test:3000/new-password/")!;
    const reset = await post("/auth/password/reset", {
      token: link.split("/").pop()!,
      password: "Brand-New-Secret-77",
    });
    expect(reset.statusCode).toBe(200);
    const login = await post("/auth/login", {
      email: user.email,
      password: "Brand-New-Secret-77",
    });
    expect((await me(login.json().access_token)).emailVerified).toBe(true);
  });
});

describe("pipeline: an unverified developer is not added or presented", () => {
  it("refuses to add an unverified developer account as candidate", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const { id } = await createTestOffer(t.db.db);
    const dev = await createUser(t.db.db, "developer", { unverified: true });
    const res = await post(
      `/offers/${id}/candidates`,
      { developerId: dev.developerId, origin: "matching_algorithm", overrideReason: "other" },
      matcher.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CANDIDATE_EMAIL_NOT_VERIFIED");
  });

  it("skips an unverified developer when inviting developers to an offer", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const { id } = await createTestOffer(t.db.db);
    const dev = await createUser(t.db.db, "developer", { unverified: true });
    const res = await post(
      `/offers/${id}/invitations`,
      { developerIds: [dev.developerId] },
      matcher.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      items: [],
      skipped: [{ developerId: dev.developerId, reason: "email_unverified" }],
    });
  });

  it("refuses to present a candidate whose developer account is unverified", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const { id } = await createTestOffer(t.db.db);
    const dev = await createMatchDeveloper(t.db.db);
    const added = await post(
      `/offers/${id}/candidates`,
      { developerId: dev.developerId, origin: "matching_algorithm" },
      matcher.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const candidateId = added.json().id as string;
    await t.db.db
      .update(schema.candidates)
      .set({ status: "hard_interview", softStatus: "approved", hardStatus: "approved" })
      .where(eq(schema.candidates.id, candidateId));
    const [owner] = await t.db.db
      .select({ userId: schema.developers.userId })
      .from(schema.developers)
      .where(eq(schema.developers.id, dev.developerId));
    expect(owner?.userId).toBeTruthy();
    await t.db.db
      .update(schema.users)
      .set({ emailVerifiedAt: null })
      .where(eq(schema.users.id, owner!.userId!));
    const present = () =>
      t.call(
        routes.pipeline.updateCandidate,
        { params: { id: candidateId }, body: { status: "presented_to_client_pending" } },
        { as: matcher },
      );
    const refused = await present();
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe("CANDIDATE_EMAIL_NOT_VERIFIED");
    await t.db.db
      .update(schema.users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(schema.users.id, owner!.userId!));
    expect((await present()).status).toBe(200);
  });
});
