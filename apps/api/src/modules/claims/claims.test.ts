import { linkIn } from "@encaja/email/testing";
import { describe, expect, it } from "vitest";
import { createSignedInUser, createSourcedDeveloper, createUser } from "../../testing/factories";
import { requestsWith, setupTestAppWithSmtp } from "../../testing/setup";

const t = setupTestAppWithSmtp();
const { post, get } = requestsWith(t);
const claimWith = (token: string) =>
  post("/auth/claim", {}, { token, password: "Sunny-Mango-Trail-42" });

describe("claiming a sourced profile", () => {
  it("a matcher sends the link; the developer sets a password and is signed in", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const sourced = await createSourcedDeveloper(t.db.db);
    const res = await post("/claims", matcher.headers, { developerId: sourced.developerId });
    expect(res.statusCode).toBe(201);
    const mail = await t.emailTo(sourced.email);
    const token = linkIn(mail, "http://web.test:3000/signup/invited/")!.split("/").pop()!;

    const claim = await claimWith(token);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().role).toBe("developer");
    const me = await get("/users/me", { authorization: `Bearer ${claim.json().access_token}` });
    expect(me.json().professionalId).toBe(sourced.developerId);

    const again = await claimWith(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("E000IT");
    const login = await post(
      "/auth/login",
      {},
      { email: sourced.email, password: "Sunny-Mango-Trail-42" },
    );
    expect(login.statusCode).toBe(200);
  });

  it("E000IT for an unknown token; 409 for a self-registered or already claimed profile; 404 for an unknown developer", async () => {
    const unknown = await claimWith("c".repeat(43));
    expect(unknown.json().code).toBe("E000IT");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const registered = await createUser(t.db.db, "developer");
    const sendLink = (developerId: string) => post("/claims", matcher.headers, { developerId });
    expect((await sendLink(registered.developerId!)).statusCode).toBe(409);
    expect((await sendLink("5b0f3c1e-8f9a-4d6b-9c2e-1a2b3c4d5e6f")).statusCode).toBe(404);
  });
});
