import { insertPasswordReset, insertProfileClaim, setPasswordHash } from "@encaja/db/queries";
import { describe, expect, it } from "vitest";
import { createSignedInUser, createSourcedDeveloper, createUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { issueSession } from "../auth/session-policy";
import { hashToken, newToken } from "../auth/tokens";

const t = setupTestApp();
const { post, get } = requestsWith(t);
const me = (token: string) => get("/users/me", { authorization: `Bearer ${token}` });
const OWNER_PASSWORD = "Sunny-Mango-Trail-42";
const ATTACKER_PASSWORD = "Evil-Takeover-Pass-1";
const claim = (token: string, password: string) => post("/auth/claim", {}, { token, password });
const reset = (token: string, password: string) =>
  post("/auth/password/reset", {}, { token, password });

/** The link's reset is refused as a spent token (410 E0006). */
async function expectResetRefused(token: string) {
  const res = await reset(token, ATTACKER_PASSWORD);
  expect(res.statusCode).toBe(410);
  expect(res.json().code).toBe("E0006");
}

const developerSession = (userId: string) =>
  issueSession(t.db.db, { userId, role: "developer" }, "password");

async function expectSignsIn(email: string, password: string) {
  expect((await post("/auth/login", {}, { email, password })).statusCode).toBe(200);
}

async function claimLink(developerId: string): Promise<string> {
  const token = newToken();
  await insertProfileClaim(t.db.db, { developerId, tokenHash: hashToken(token), ttlSeconds: 3600 });
  return token;
}

async function resetLink(userId: string): Promise<string> {
  const token = newToken();
  await insertPasswordReset(t.db.db, { userId, tokenHash: hashToken(token), ttlSeconds: 3600 });
  return token;
}

describe("claim and reset links are single-purpose", () => {
  it("a second claim link of the same profile no longer sets the password once one was used", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const first = await claimLink(sourced.developerId!);
    const second = await claimLink(sourced.developerId!);
    const resetToken = await resetLink(sourced.userId);

    expect((await claim(first, OWNER_PASSWORD)).statusCode).toBe(200);

    // The attack: a leaked older link used as a password reset to take the account over.
    const takeover = await claim(second, ATTACKER_PASSWORD);
    expect(takeover.statusCode).toBe(404);
    expect(takeover.json().code).toBe("E000IT");
    await expectResetRefused(resetToken);
    await expectSignsIn(sourced.email, OWNER_PASSWORD);
  });

  it("a claim link is refused (409) once the profile has a password set another way", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const link = await claimLink(sourced.developerId!);
    await setPasswordHash(t.db.db, sourced.userId, "not-a-real-hash");
    const session = await developerSession(sourced.userId);

    const res = await claim(link, ATTACKER_PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CONFLICT");
    // The refused link is spent, and the owner's session was untouched.
    expect((await claim(link, ATTACKER_PASSWORD)).statusCode).toBe(404);
    expect((await me(session)).statusCode).toBe(200);
  });

  it("claiming revokes the sessions that existed before", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const old = await developerSession(sourced.userId);
    expect((await me(old)).statusCode).toBe(200);
    const link = await claimLink(sourced.developerId!);
    const claimed = await claim(link, OWNER_PASSWORD);
    expect(claimed.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(claimed.json().access_token)).statusCode).toBe(200);
  });

  it("using a reset link invalidates the user's other reset links", async () => {
    const user = await createUser(t.db.db, "developer");
    const first = await resetLink(user.userId);
    const second = await resetLink(user.userId);
    expect((await reset(first, OWNER_PASSWORD)).statusCode).toBe(200);
    await expectResetRefused(second);
    await expectSignsIn(user.email, OWNER_PASSWORD);
  });

  it("other users' links stay valid", async () => {
    const a = await createSignedInUser(t.db.db, "developer");
    const b = await createUser(t.db.db, "developer");
    const aLink = await resetLink(a.userId);
    const bLink = await resetLink(b.userId);
    expect((await reset(aLink, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await reset(bLink, OWNER_PASSWORD)).statusCode).toBe(200);
  });
});
