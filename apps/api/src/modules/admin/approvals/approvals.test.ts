import { type Role, roles } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../testing/audit";
import { createSignedInUser, createUser } from "../../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const http = requestsWith(t);
const otherRoles = roles.filter((r): r is Exclude<Role, "superAdmin"> => r !== "superAdmin");

async function pendingDeveloper() {
  const user = await createUser(t.db.db, "developer");
  return { ...user, developerId: user.developerId! };
}

async function developerRow(id: string) {
  const [row] = await t.db.db.select().from(schema.developers).where(eq(schema.developers.id, id));
  return row!;
}

async function talentApproval(id: string) {
  const [row] = await t.db.db
    .select({ approval: schema.talentProfiles.approval })
    .from(schema.talentProfiles)
    .where(eq(schema.talentProfiles.developerId, id));
  return row?.approval;
}

const auditFor = (action: string, targetId: string) =>
  auditRows(t.db.db, action, "targetId", targetId);

async function platformLink(developerId: string) {
  const [row] = await t.db.db
    .insert(schema.platformLinks)
    .values({ developerId, platform: "github", url: "https://github.com/someone" })
    .returning();
  return row!;
}

/** An id no developer or link has. */
const unknownId = "00000000-0000-4000-8000-000000000000";

type Decision = { decision: string; reason?: string };

/** Decides, as `headers`' user, on developers or platform links the decider saw pending. */
const decideDevelopers = (ids: string[], decision: Decision, headers = admin.headers) =>
  http.post("/admin/approvals/developers", headers, {
    items: ids.map((developerId) => ({ developerId, from: "pending" })),
    ...decision,
  });
const decidePlatforms = (ids: string[], decision: Decision, headers = admin.headers) =>
  http.post("/admin/approvals/platforms", headers, {
    items: ids.map((platformLinkId) => ({ platformLinkId, from: "pending" })),
    ...decision,
  });

describe("admin approvals: only superAdmin", () => {
  it.each(otherRoles)("403 for a %s on every approvals endpoint", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    const dev = await pendingDeveloper();
    const link = await platformLink(dev.developerId);
    for (const url of [
      "/admin/approvals/counts",
      "/admin/approvals/developers",
      "/admin/approvals/platforms",
    ]) {
      expect((await http.get(url, user.headers)).statusCode).toBe(403);
    }
    const approve = { decision: "approved" };
    expect((await decideDevelopers([dev.developerId], approve, user.headers)).statusCode).toBe(403);
    expect((await decidePlatforms([link.id], approve, user.headers)).statusCode).toBe(403);
    expect((await developerRow(dev.developerId)).approval).toBe("pending");
  });

  it("401 when signed out", async () => {
    expect((await http.get("/admin/approvals/counts")).statusCode).toBe(401);
  });
});

describe("GET /admin/approvals/counts and the developers queue", () => {
  it("counts pending items and lists the queue oldest first, by state and search, in pages", async () => {
    const before = (await http.get("/admin/approvals/counts", admin.headers)).json();
    const a = await pendingDeveloper();
    const b = await pendingDeveloper();
    await platformLink(a.developerId);
    const counts = (await http.get("/admin/approvals/counts", admin.headers)).json();
    expect(counts).toEqual({
      pendingDevelopers: before.pendingDevelopers + 2,
      pendingPlatformLinks: before.pendingPlatformLinks + 1,
    });

    const found = await http.get(
      `/admin/approvals/developers?q=${encodeURIComponent(a.email)}`,
      admin.headers,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        developerId: a.developerId,
        email: a.email,
        name: "Dev Eloper",
        approval: "pending",
        approvalReason: null,
        onboarding: "pending",
      }),
    ]);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const res = await http.get(`/admin/approvals/developers?limit=1${query}`, admin.headers);
      const body = res.json();
      ids.push(...body.items.map((i: { developerId: string }) => i.developerId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(ids.indexOf(a.developerId)).toBeLessThan(ids.indexOf(b.developerId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("400 for an unknown state or a bad cursor", async () => {
    expect((await http.get("/admin/approvals/developers?status=x", admin.headers)).statusCode).toBe(
      400,
    );
    expect(
      (await http.get("/admin/approvals/developers?cursor=abc", admin.headers)).statusCode,
    ).toBe(400);
  });
});

describe("POST /admin/approvals/developers", () => {
  it("approves in bulk: the queue, matching's table and the audit log follow at once", async () => {
    const a = await pendingDeveloper();
    const b = await pendingDeveloper();
    const res = await decideDevelopers([a.developerId, b.developerId], { decision: "approved" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const row = await developerRow(a.developerId);
    expect(row).toMatchObject({ approval: "approved", approvalReason: null });
    expect(row.approvalChangedAt).not.toBeNull();
    expect(await talentApproval(b.developerId)).toBe("approved");
    const [entry] = await auditFor("developer.approval_changed", a.developerId);
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      subjectUserId: a.userId,
      targetType: "developer",
      details: { from: "pending", to: "approved", reason: null },
    });
    expect(entry?.requestId).toBeTruthy();
    const pending = await http.get(
      `/admin/approvals/developers?q=${encodeURIComponent(a.email)}`,
      admin.headers,
    );
    expect(pending.json().items).toEqual([]);
  });

  it("disapproves with a reason the developer reads on their own profile", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const reason = "Add your work experience";
    const res = await decideDevelopers([dev.developerId!], { decision: "disapproved", reason });
    expect(res.statusCode).toBe(200);
    expect(await talentApproval(dev.developerId!)).toBe("disapproved");
    const own = (await http.get("/developers/me", dev.headers)).json();
    expect(own).toMatchObject({ approval: "disapproved", approvalReason: reason });
    const [entry] = await auditFor("developer.approval_changed", dev.developerId!);
    expect(entry?.details).toEqual({ from: "pending", to: "disapproved", reason });
  });

  it("400 for a disapproval without a reason, an empty or duplicated batch", async () => {
    const dev = await pendingDeveloper();
    const item = { developerId: dev.developerId, from: "pending" };
    for (const body of [
      { items: [item], decision: "disapproved" },
      { items: [item], decision: "disapproved", reason: "   " },
      { items: [], decision: "approved" },
      { items: [item, item], decision: "approved" },
      { items: [item], decision: "pending" },
    ]) {
      const res = await http.post("/admin/approvals/developers", admin.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    expect((await developerRow(dev.developerId)).approval).toBe("pending");
  });

  it("409 RECORD_CHANGED for the whole batch when one item moved: nothing is written", async () => {
    const fresh = await pendingDeveloper();
    const stale = await pendingDeveloper();
    await decideDevelopers([stale.developerId], { decision: "disapproved", reason: "Incomplete" });
    const res = await decideDevelopers([fresh.developerId, stale.developerId], {
      decision: "approved",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RECORD_CHANGED");
    expect(res.json().message).toContain(stale.developerId);
    expect((await developerRow(fresh.developerId)).approval).toBe("pending");
    expect((await developerRow(stale.developerId)).approval).toBe("disapproved");
    expect(await auditFor("developer.approval_changed", fresh.developerId)).toEqual([]);
  });

  it("404 for a missing developer, nothing written", async () => {
    const dev = await pendingDeveloper();
    const res = await decideDevelopers([dev.developerId, unknownId], {
      decision: "approved",
    });
    expect(res.statusCode).toBe(404);
    expect((await developerRow(dev.developerId)).approval).toBe("pending");
  });
});

describe("platform-link approvals", () => {
  it("lists pending links and approves or declines them in bulk, audited", async () => {
    const dev = await pendingDeveloper();
    const one = await platformLink(dev.developerId);
    const two = await platformLink(dev.developerId);
    const list = await http.get("/admin/approvals/platforms?limit=100", admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        platformLinkId: one.id,
        developerId: dev.developerId,
        email: dev.email,
        platform: "github",
        approval: "pending",
      }),
    );
    const res = await decidePlatforms([one.id, two.id], { decision: "declined" });
    expect(res.json()).toEqual({ changed: 2 });
    const declined = await http.get("/admin/approvals/platforms?status=declined", admin.headers);
    expect(declined.json().items.map((i: { platformLinkId: string }) => i.platformLinkId)).toEqual(
      expect.arrayContaining([one.id, two.id]),
    );
    const [entry] = await auditFor("platform.approval_changed", one.id);
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      subjectUserId: dev.userId,
      targetType: "platform_link",
      details: { developerId: dev.developerId, from: "pending", to: "declined" },
    });
  });

  it("409 for a stale link, 404 for a missing one, 400 for a developer-only decision", async () => {
    const dev = await pendingDeveloper();
    const link = await platformLink(dev.developerId);
    const other = await platformLink(dev.developerId);
    await decidePlatforms([link.id], { decision: "approved" });
    const stale = await decidePlatforms([other.id, link.id], { decision: "declined" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("RECORD_CHANGED");
    const missing = await decidePlatforms([unknownId], {
      decision: "approved",
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await decidePlatforms([other.id], { decision: "disapproved" });
    expect(invalid.statusCode).toBe(400);
    const [row] = await t.db.db
      .select({ approval: schema.platformLinks.approval })
      .from(schema.platformLinks)
      .where(eq(schema.platformLinks.id, other.id));
    expect(row?.approval).toBe("pending");
  });
});
