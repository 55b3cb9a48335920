import { AdminUserDetail, AdminUserList, type Role } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../../testing/assertions";
import { createSignedInUser, FACTORY_PASSWORD, uniqueEmail } from "../../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";
import { createTestTeam, otherSessionOf } from "../../../testing/team";

const t = setupTestApp();
const http = requestsWith(t);
const admin = setupSignedInUser(t, "superAdmin");
const otherRoles = [
  "matchers",
  "hardInterviewer",
  "customer",
  "customerAssociate",
  "developer",
] as const satisfies readonly Role[];
const missing = "00000000-0000-4000-8000-000000000000";

const detail = async (id: string) =>
  expectBody(await http.get(`/admin/users/${id}`, admin.headers), AdminUserDetail);
const auditOf = (action: string, subjectUserId: string) =>
  t.db.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.action, action), eq(schema.auditLog.subjectUserId, subjectUserId)),
    );

describe("every /admin/users route is superAdmin only", () => {
  it.each(otherRoles)("403 for a %s", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    const id = user.userId;
    const calls = [
      http.get("/admin/users", user.headers),
      http.get(`/admin/users/${id}`, user.headers),
      http.post(`/admin/users/${id}/disable`, user.headers, { version: 1, reason: "Spam" }),
      http.post(`/admin/users/${id}/enable`, user.headers, { version: 1 }),
      http.send("PATCH", `/admin/users/${id}/role`, user.headers, { version: 1, role: "matchers" }),
      http.send("DELETE", `/admin/users/${id}/sessions/${missing}`, user.headers),
      http.send("DELETE", `/admin/users/${id}/sessions`, user.headers),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
  });
});

describe("GET /admin/users", () => {
  it("searches by accent-less name or email and filters by role, company and status", async () => {
    const team = await createTestTeam(t.db.db);
    await t.db.db
      .update(schema.users)
      .set({ fullName: "Íñigo Pérez" })
      .where(eq(schema.users.id, team.associate.userId));
    const list = (query: string) =>
      http.get(`/admin/users?${query}`, admin.headers).then((r) => expectBody(r, AdminUserList));

    const byName = await list("q=inigo%20perez");
    expect(byName.items.map((u) => u.id)).toEqual([team.associate.userId]);
    expect(byName.items[0]).toMatchObject({ role: "customerAssociate", status: "active" });
    expect((await list(`q=${team.owner.email.toUpperCase()}`)).items[0]?.id).toBe(
      team.owner.userId,
    );

    const company = await list(`customerId=${team.customerId}`);
    expect(company.items.map((u) => u.role).sort()).toEqual(["customer", "customerAssociate"]);
    const name = company.items[0]!.companyName!;
    expect((await list(`company=${encodeURIComponent(name.toLowerCase())}`)).items).toHaveLength(2);

    const unverified = await createSignedInUser(t.db.db, "developer", { unverified: true });
    const unverifiedList = await list("status=unverified&role=developer&limit=100");
    expect(unverifiedList.items.map((u) => u.id)).toContain(unverified.userId);
    expect(unverifiedList.items.every((u) => u.status === "unverified")).toBe(true);
    expect(
      (await list("role=superAdmin&limit=100")).items.every((u) => u.role === "superAdmin"),
    ).toBe(true);
  });

  it("filters by sign-up day, pages with a cursor and shows the last activity", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await t.db.db
      .update(schema.users)
      .set({ createdAt: new Date("2020-03-04T12:00:00Z") })
      .where(eq(schema.users.id, dev.userId));
    const day = expectBody(
      await http.get("/admin/users?createdFrom=2020-03-04&createdTo=2020-03-04", admin.headers),
      AdminUserList,
    );
    expect(day.items.map((u) => u.id)).toEqual([dev.userId]);
    expect(day.items[0]!.lastSeenAt).not.toBeNull();

    const first = expectBody(await http.get("/admin/users?limit=1", admin.headers), AdminUserList);
    expect(first.nextCursor).toBe("1");
    const second = expectBody(
      await http.get(`/admin/users?limit=1&cursor=${first.nextCursor}`, admin.headers),
      AdminUserList,
    );
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it("400 for a bad filter", async () => {
    expectValidationError(await http.get("/admin/users?status=gone", admin.headers), "status");
    expectValidationError(
      await http.get("/admin/users?createdFrom=yesterday", admin.headers),
      "createdFrom",
    );
  });
});

describe("GET /admin/users/:id", () => {
  it("shows the user with its live sessions", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await otherSessionOf(t.db.db, dev);
    const user = await detail(dev.userId);
    expect(user).toMatchObject({
      email: dev.email,
      status: "active",
      disabledAt: null,
      version: 1,
    });
    expect(user.sessions).toHaveLength(2);
    expect(user.sessions.some((s) => s.userAgent?.includes("Firefox"))).toBe(true);
  });

  it("404 for a missing user", async () => {
    expect((await http.get(`/admin/users/${missing}`, admin.headers)).statusCode).toBe(404);
  });
});

describe("POST /admin/users/:id/disable and /enable", () => {
  it("disabling ends the open session at once, blocks login, bumps the version and is audited", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect((await http.get("/users/me", dev.headers)).statusCode).toBe(200); // cached identity
    const res = await http.post(`/admin/users/${dev.userId}/disable`, admin.headers, {
      version: 1,
      reason: "Fake profile",
    });
    const disabled = expectBody(res, AdminUserDetail);
    expect(disabled).toMatchObject({
      status: "disabled",
      disabledReason: "Fake profile",
      version: 2,
    });
    expect(disabled.sessions).toEqual([]);
    expect((await http.get("/users/me", dev.headers)).statusCode).toBe(401);
    const login = await http.post(
      "/auth/login",
      {},
      { email: dev.email, password: FACTORY_PASSWORD },
    );
    expect(login.json().code).toBe("ACCOUNT_DISABLED");
    const [entry] = await auditOf("user.disabled", dev.userId);
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      targetType: "user",
      targetId: dev.userId,
      details: { reason: "Fake profile" },
    });
    expect(entry?.requestId).toBeTruthy();

    const enabled = expectBody(
      await http.post(`/admin/users/${dev.userId}/enable`, admin.headers, { version: 2 }),
      AdminUserDetail,
    );
    expect(enabled).toMatchObject({ status: "active", disabledReason: null, version: 3 });
    expect((await auditOf("user.enabled", dev.userId)).length).toBe(1);
    const again = await http.post(
      "/auth/login",
      {},
      { email: dev.email, password: FACTORY_PASSWORD },
    );
    expect(again.statusCode).toBe(200);
  });

  it("409 RECORD_CHANGED for a stale version or a state already changed", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const url = `/admin/users/${dev.userId}`;
    const stale = await http.post(`${url}/disable`, admin.headers, { version: 7, reason: "Spam" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "RECORD_CHANGED", currentVersion: 1 });
    const notDisabled = await http.post(`${url}/enable`, admin.headers, { version: 1 });
    expect(notDisabled.json().code).toBe("RECORD_CHANGED");
  });

  it("400 without a reason, 404 for a missing user, 409 for oneself", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expectValidationError(
      await http.post(`/admin/users/${dev.userId}/disable`, admin.headers, { version: 1 }),
      "reason",
    );
    const gone = await http.post(`/admin/users/${missing}/disable`, admin.headers, {
      version: 1,
      reason: "Spam",
    });
    expect(gone.statusCode).toBe(404);
    expect(
      (await http.post(`/admin/users/${missing}/enable`, admin.headers, { version: 1 })).statusCode,
    ).toBe(404);
    const self = await http.post(`/admin/users/${admin.userId}/disable`, admin.headers, {
      version: 1,
      reason: "Oops",
    });
    expect(self.json().code).toBe("CONFLICT");
  });
});

describe("PATCH /admin/users/:id/role", () => {
  it("moves a matcher to hardInterviewer: its sessions end, staff row kept, audited", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    expect((await http.get("/users/me", matcher.headers)).statusCode).toBe(200);
    const res = await http.send("PATCH", `/admin/users/${matcher.userId}/role`, admin.headers, {
      version: 1,
      role: "hardInterviewer",
    });
    expect(expectBody(res, AdminUserDetail)).toMatchObject({ role: "hardInterviewer", version: 2 });
    expect((await http.get("/users/me", matcher.headers)).statusCode).toBe(401);
    const staff = await t.db.db
      .select()
      .from(schema.internalStaff)
      .where(eq(schema.internalStaff.userId, matcher.userId));
    expect(staff).toHaveLength(1);
    const [entry] = await auditOf("role.changed", matcher.userId);
    expect(entry?.details).toEqual({ from: "matchers", to: "hardInterviewer" });
  });

  it("409 CONFLICT for a non-internal user, RECORD_CHANGED when stale; 400 for a non-internal role; 404", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const change = (id: string, body: object) =>
      http.send("PATCH", `/admin/users/${id}/role`, admin.headers, body);
    expect((await change(dev.userId, { version: 1, role: "matchers" })).json().code).toBe(
      "CONFLICT",
    );
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const stale = await change(matcher.userId, { version: 3, role: "superAdmin" });
    expect(stale.json()).toMatchObject({ code: "RECORD_CHANGED", currentVersion: 1 });
    expectValidationError(await change(matcher.userId, { version: 1, role: "developer" }), "role");
    expect((await change(missing, { version: 1, role: "matchers" })).statusCode).toBe(404);
  });
});

describe("DELETE /admin/users/:id/sessions[/:sessionId]", () => {
  it("ends one session, then all of them, each audited", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const other = await otherSessionOf(t.db.db, dev);
    const [firstSession] = (await detail(dev.userId)).sessions.filter((s) =>
      s.userAgent?.includes("Firefox"),
    );
    const one = await http.send(
      "DELETE",
      `/admin/users/${dev.userId}/sessions/${firstSession!.id}`,
      admin.headers,
    );
    expect(one.statusCode).toBe(204);
    expect((await http.get("/users/me", other.headers)).statusCode).toBe(401);
    expect((await http.get("/users/me", dev.headers)).statusCode).toBe(200);
    const again = await http.send(
      "DELETE",
      `/admin/users/${dev.userId}/sessions/${firstSession!.id}`,
      admin.headers,
    );
    expect(again.statusCode).toBe(404);

    const all = await http.send("DELETE", `/admin/users/${dev.userId}/sessions`, admin.headers);
    expect(all.statusCode).toBe(204);
    expect((await http.get("/users/me", dev.headers)).statusCode).toBe(401);
    const entries = await auditOf("user.sessions_revoked", dev.userId);
    expect(entries.map((e) => e.details.count).sort()).toEqual([1, 1]);
    expect(
      (await http.send("DELETE", `/admin/users/${missing}/sessions`, admin.headers)).statusCode,
    ).toBe(404);
  });
});

// Last: it disables every other super admin of this file's database.
describe("the last active super admin", () => {
  it("cannot be moved to another role (LAST_SUPER_ADMIN); with a second one it can", async () => {
    await t.db.db
      .update(schema.users)
      .set({ disabledAt: sql`now()` })
      .where(and(eq(schema.users.role, "superAdmin"), ne(schema.users.id, admin.userId)));
    const self = await detail(admin.userId);
    const demote = await http.send("PATCH", `/admin/users/${admin.userId}/role`, admin.headers, {
      version: self.version,
      role: "matchers",
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe("LAST_SUPER_ADMIN");

    const second = await createSignedInUser(t.db.db, "superAdmin", {
      email: uniqueEmail("admin2"),
    });
    const ok = await http.send("PATCH", `/admin/users/${second.userId}/role`, admin.headers, {
      version: 1,
      role: "matchers",
    });
    expect(ok.statusCode).toBe(200);
  });
});
