import { linkIn } from "@encaja/email/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithSmtp, type TestAppWithSmtp } from "../../testing/app";
import { createSignedInUser, createSourcedDeveloper, createUser } from "../../testing/factories";

let t: TestAppWithSmtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
});
afterAll(() => t.close());

describe("claiming a sourced profile", () => {
  it("a matcher sends the link; the developer sets a password and is signed in", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const sourced = await createSourcedDeveloper(t.db.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/claims",
      headers: matcher.headers,
      payload: { developerId: sourced.developerId },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.emailTo(sourced.email);
    const token = linkIn(mail, "http://web.test:3000/signup/invited/")!.split("/").pop()!;

    const claim = await t.app.inject({
      method: "POST",
      url: "/auth/claim",
      payload: { token, password: "Sunny-Mango-Trail-42" },
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().role).toBe("developer");
    const me = await t.app.inject({
      url: "/users/me",
      headers: { authorization: `Bearer ${claim.json().access_token}` },
    });
    expect(me.json().professionalId).toBe(sourced.developerId);

    const again = await t.app.inject({
      method: "POST",
      url: "/auth/claim",
      payload: { token, password: "Sunny-Mango-Trail-42" },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("E000IT");
    const login = await t.app.inject({
      method: "POST",
      url: "/auth/login",
      payload: { email: sourced.email, password: "Sunny-Mango-Trail-42" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("E000IT for an unknown token; 409 for a self-registered or already claimed profile; 404 for an unknown developer", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/auth/claim",
      payload: { token: "c".repeat(43), password: "Sunny-Mango-Trail-42" },
    });
    expect(unknown.json().code).toBe("E000IT");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const registered = await createUser(t.db.db, "developer");
    const post = (developerId: string) =>
      t.app.inject({
        method: "POST",
        url: "/claims",
        headers: matcher.headers,
        payload: { developerId },
      });
    expect((await post(registered.developerId!)).statusCode).toBe(409);
    expect((await post("5b0f3c1e-8f9a-4d6b-9c2e-1a2b3c4d5e6f")).statusCode).toBe(404);
  });
});
