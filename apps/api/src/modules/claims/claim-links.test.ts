import { insertPasswordReset, insertProfileClaim, setPasswordHash } from "@encaja/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createSignedInUser, createSourcedDeveloper, createUser } from "../../testing/factories";
import { issueSession } from "../auth/session-policy";
import { hashToken, newToken } from "../auth/tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const me = (token: string) =>
  t.app.inject({ url: "/users/me", headers: { authorization: `Bearer ${token}` } });

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

describe("claim and reset links are single-purpose (issue #13 item 7)", () => {
  it("a second claim link of the same profile no longer sets the password once one was used", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const first = await claimLink(sourced.developerId!);
    const second = await claimLink(sourced.developerId!);
    const reset = await resetLink(sourced.userId);

    const claimed = await post("/auth/claim", { token: first, password: "Sunny-Mango-Trail-42" });
    expect(claimed.statusCode).toBe(200);

    // The attack: a leaked older link used as a password reset to take the account over.
    const takeover = await post("/auth/claim", { token: second, password: "Evil-Takeover-Pass-1" });
    expect(takeover.statusCode).toBe(404);
    expect(takeover.json().code).toBe("E000IT");
    const viaReset = await post("/auth/password/reset", {
      token: reset,
      password: "Evil-Takeover-Pass-1",
    });
    expect(viaReset.statusCode).toBe(410);
    expect(viaReset.json().code).toBe("E0006");
    const login = await post("/auth/login", {
      email: sourced.email,
      password: "Sunny-Mango-Trail-42",
    });
    expect(login.statusCode).toBe(200);
  });

  it("a claim link is refused (409) once the profile has a password set another way", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const link = await claimLink(sourced.developerId!);
    await setPasswordHash(t.db.db, sourced.userId, "not-a-real-hash");
    const session = await issueSession(
      t.db.db,
      { userId: sourced.userId, role: "developer" },
      "password",
    );

    const res = await post("/auth/claim", { token: link, password: "Evil-Takeover-Pass-1" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CONFLICT");
    // The refused link is spent, and the owner's session was untouched.
    const again = await post("/auth/claim", { token: link, password: "Evil-Takeover-Pass-1" });
    expect(again.statusCode).toBe(404);
    expect((await me(session)).statusCode).toBe(200);
  });

  it("claiming revokes the sessions that existed before", async () => {
    const sourced = await createSourcedDeveloper(t.db.db);
    const old = await issueSession(
      t.db.db,
      { userId: sourced.userId, role: "developer" },
      "password",
    );
    expect((await me(old)).statusCode).toBe(200);
    const link = await claimLink(sourced.developerId!);
    const claimed = await post("/auth/claim", { token: link, password: "Sunny-Mango-Trail-42" });
    expect(claimed.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(claimed.json().access_token)).statusCode).toBe(200);
  });

  it("using a reset link invalidates the user's other reset links", async () => {
    const user = await createUser(t.db.db, "developer");
    const first = await resetLink(user.userId);
    const second = await resetLink(user.userId);
    const done = await post("/auth/password/reset", {
      token: first,
      password: "Sunny-Mango-Trail-42",
    });
    expect(done.statusCode).toBe(200);
    const reused = await post("/auth/password/reset", {
      token: second,
      password: "Evil-Takeover-Pass-1",
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe("E0006");
    const login = await post("/auth/login", {
      email: user.email,
      password: "Sunny-Mango-Trail-42",
    });
    expect(login.statusCode).toBe(200);
  });

  it("other users' links stay valid", async () => {
    const a = await createSignedInUser(t.db.db, "developer");
    const b = await createUser(t.db.db, "developer");
    const aLink = await resetLink(a.userId);
    const bLink = await resetLink(b.userId);
    expect(
      (await post("/auth/password/reset", { token: aLink, password: "Sunny-Mango-Trail-42" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post("/auth/password/reset", { token: bLink, password: "Sunny-Mango-Trail-42" }))
        .statusCode,
    ).toBe(200);
  });
});
