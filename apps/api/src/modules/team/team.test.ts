import { Team } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn } from "@encaja/email/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { auditRows } from "../../testing/audit";
import { createSignedInUser, uniqueEmail } from "../../testing/factories";
import { requestsWith, setupTestAppWithSmtp } from "../../testing/setup";
import { createTestTeam } from "../../testing/team";

const t = setupTestAppWithSmtp();
const http = requestsWith(t);
const invite = (headers: Record<string, string>, email: string) =>
  http.post("/invitations", headers, { type: "customerAssociate", email });

async function invitationToken(email: string) {
  const mail = await t.emailTo(email);
  const link = linkIn(mail, "http://web.test:3000/signup/invitation/")!;
  return new URL(link).searchParams.get("token")!;
}

describe("GET /customers/me/team", () => {
  it("the owner sees members and pending invitations with emails", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    const email = uniqueEmail("pending");
    expect((await invite(owner.headers, email)).statusCode).toBe(201);
    const team = expectBody(await http.get("/customers/me/team", owner.headers), Team);
    expect(team.canManage).toBe(true);
    expect(team.members.map((m) => [m.role, m.email])).toEqual([
      ["customer", owner.email],
      ["customerAssociate", associate.email],
    ]);
    expect(team.invitations.map((i) => i.email)).toEqual([email]);
    expect(team.usage.used.associates).toBe(2);
  });

  it("an associate sees it read-only, without the invited emails", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    await invite(owner.headers, uniqueEmail("pending"));
    const team = expectBody(await http.get("/customers/me/team", associate.headers), Team);
    expect(team.canManage).toBe(false);
    expect(team.members).toHaveLength(2);
    expect(team.invitations.map((i) => i.email)).toEqual([null]);
  });

  it.each(["developer", "matchers", "superAdmin", "hardInterviewer"] as const)(
    "403 for a %s",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get("/customers/me/team", user.headers)).statusCode).toBe(403);
    },
  );
});

describe("POST /invitations (team rules)", () => {
  it("E0015 for an email registered anywhere, another company's associate included", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const elsewhere = await createTestTeam(t.db.db);
    for (const email of [elsewhere.associate.email, elsewhere.owner.email]) {
      const res = await invite(owner.headers, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("E0015");
    }
  });

  it("CONFLICT for an email with a pending invitation (here or at another company)", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const other = await createTestTeam(t.db.db);
    const email = uniqueEmail("twice");
    expect((await invite(owner.headers, email)).statusCode).toBe(201);
    for (const headers of [owner.headers, other.owner.headers]) {
      const res = await invite(headers, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("CONFLICT");
    }
  });

  it("403 for an associate", async () => {
    const { associate } = await createTestTeam(t.db.db);
    expect((await invite(associate.headers, uniqueEmail())).statusCode).toBe(403);
  });
});

describe("DELETE /customers/me/team/invitations/:id", () => {
  it("revokes a pending invitation: its link then fails like an expired one", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const email = uniqueEmail("revoked");
    const created = await invite(owner.headers, email);
    const token = await invitationToken(email);
    const res = await http.send(
      "DELETE",
      `/customers/me/team/invitations/${created.json().id}`,
      owner.headers,
    );
    expect(res.statusCode).toBe(204);
    expect((await http.get(`/invitations/${token}`)).json().code).toBe("E000IT");
    const register = await http.post(
      "/customer-associates/register",
      {},
      {
        token,
        email,
        password: "Sunny-Mango-Trail-42",
        fullName: "Too Late",
      },
    );
    expect(register.json().code).toBe("E000IT");
    const team = expectBody(await http.get("/customers/me/team", owner.headers), Team);
    expect(team.invitations).toEqual([]);
    // Revoked: the email may be invited again.
    expect((await invite(owner.headers, email)).statusCode).toBe(201);
  });

  it("404 for another company's invitation or twice; 403 for an associate; 400 for a bad id", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    const other = await createTestTeam(t.db.db);
    const created = await invite(other.owner.headers, uniqueEmail());
    const url = `/customers/me/team/invitations/${created.json().id}`;
    expect((await http.send("DELETE", url, owner.headers)).statusCode).toBe(404);
    expect((await http.send("DELETE", url, associate.headers)).statusCode).toBe(403);
    expect((await http.send("DELETE", url, other.owner.headers)).statusCode).toBe(204);
    expect((await http.send("DELETE", url, other.owner.headers)).statusCode).toBe(404);
    expectValidationError(
      await http.send("DELETE", "/customers/me/team/invitations/x", owner.headers),
      "id",
    );
  });
});

describe("DELETE /customers/me/team/associates/:id", () => {
  it("removes an associate: their next request is 401 and the account is erased, audited", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    expect((await http.get("/users/me", associate.headers)).statusCode).toBe(200); // cached
    const before = expectBody(await http.get("/customers/me/team", owner.headers), Team);
    const member = before.members.find((m) => m.role === "customerAssociate")!;
    const res = await http.send(
      "DELETE",
      `/customers/me/team/associates/${member.id}`,
      owner.headers,
    );
    expect(res.statusCode).toBe(204);
    expect((await http.get("/users/me", associate.headers)).statusCode).toBe(401);
    expect((await http.get("/customers/me/team", associate.headers)).statusCode).toBe(401);
    const [user] = await t.db.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, associate.userId));
    expect(user?.deletedAt).not.toBeNull();
    const audit = await auditRows(
      t.db.db,
      "team.associate_removed",
      "subjectUserId",
      associate.userId,
    );
    expect(audit).toHaveLength(1);
    const after = expectBody(await http.get("/customers/me/team", owner.headers), Team);
    expect(after.members).toHaveLength(1);
  });

  it("404 for another company's associate; 403 for an associate", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    const other = await createTestTeam(t.db.db);
    const theirs = expectBody(
      await http.get("/customers/me/team", other.owner.headers),
      Team,
    ).members.find((m) => m.role === "customerAssociate")!;
    const url = `/customers/me/team/associates/${theirs.id}`;
    expect((await http.send("DELETE", url, owner.headers)).statusCode).toBe(404);
    expect((await http.send("DELETE", url, associate.headers)).statusCode).toBe(403);
    expect((await http.get("/users/me", other.associate.headers)).statusCode).toBe(200);
  });
});

describe("DELETE /users/me for a company owner", () => {
  it("CONFLICT while the company has associates; allowed once they are removed", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const del = () => http.send("DELETE", "/users/me", owner.headers, { password: owner.password });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CONFLICT");
    expect((await http.get("/users/me", owner.headers)).statusCode).toBe(200);
    const team = expectBody(await http.get("/customers/me/team", owner.headers), Team);
    const member = team.members.find((m) => m.role === "customerAssociate")!;
    await http.send("DELETE", `/customers/me/team/associates/${member.id}`, owner.headers);
    expect((await del()).statusCode).toBe(204);
  });
});
