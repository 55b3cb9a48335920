import { randomUUID } from "node:crypto";
import { AuditLogPage, routes } from "@encaja/contracts";
import { recordAudit } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../../testing/assertions";
import { auditRows } from "../../../testing/audit";
import { createSignedInUser, createUser } from "../../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);
const admin = setupSignedInUser(t, "superAdmin");

/** A unique target type: each test sees only its own entries through `?target=`. */
const marker = () => `t${randomUUID().slice(0, 8)}`;
/** Two entries written back to back can share a timestamp; a short pause makes "newest first" decidable. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const listOf = async (query: string) =>
  expectBody(await http.get(`/admin/audit-log?${query}`, admin.headers), AuditLogPage);

async function insertAt(createdAt: string, action: string, targetType: string, targetId = "x") {
  await t.db.db.insert(schema.auditLog).values({
    action,
    targetType,
    targetId,
    createdAt: new Date(createdAt),
  });
}

describe("GET /admin/audit-log", () => {
  it("lists entries newest first with actor, subject, target, IP, request id and details", async () => {
    const kind = marker();
    const subject = await createUser(t.db.db, "developer");
    await recordAudit(t.db.db, {
      action: "user.disabled",
      actorUserId: admin.userId,
      subjectUserId: subject.userId,
      ip: "203.0.113.7",
      requestId: "req-list-1",
      target: { type: kind, id: subject.userId },
      details: { reason: "spam" },
    });
    await tick();
    await recordAudit(t.db.db, { action: "user.enabled", target: { type: kind, id: "2" } });
    const page = await listOf(`target=${kind}`);
    expect(page.items.map((e) => e.action)).toEqual(["user.enabled", "user.disabled"]);
    expect(page.items[1]).toMatchObject({
      actor: { id: admin.userId, email: admin.email, name: "Staff superAdmin" },
      subject: { id: subject.userId, email: subject.email },
      target: { type: kind, id: subject.userId },
      ip: "203.0.113.7",
      requestId: "req-list-1",
      details: { reason: "spam" },
    });
    expect(page.items[0]).toMatchObject({ actor: null, subject: null, ip: null });
    expect(page.nextCursor).toBeNull();
  });

  it("names the people its details point at by id, and leaves other values alone", async () => {
    const kind = marker();
    const associate = await createUser(t.db.db, "matchers", { fullName: "Ana Nombrada" });
    const unknown = randomUUID();
    await recordAudit(t.db.db, {
      action: "team.associate_removed",
      target: { type: kind, id: "n" },
      details: { associateId: associate.userId, customerId: unknown, note: "kept" },
    });
    const [entry] = (await listOf(`target=${kind}`)).items;
    expect(entry?.names).toEqual({ [associate.userId]: "Ana Nombrada" });
  });

  it("filters by actor: id, part of the email, part of the name", async () => {
    const kind = marker();
    const other = await createUser(t.db.db, "matchers", { fullName: "Zoë Auditada" });
    await recordAudit(t.db.db, {
      action: "role.changed",
      actorUserId: admin.userId,
      target: { type: kind, id: "a" },
    });
    await recordAudit(t.db.db, {
      action: "role.changed",
      actorUserId: other.userId,
      target: { type: kind, id: "b" },
    });
    const ids = async (actor: string) =>
      (await listOf(`target=${kind}&actor=${encodeURIComponent(actor)}`)).items.map(
        (e) => e.target?.id,
      );
    expect(await ids(admin.userId)).toEqual(["a"]);
    expect(await ids(other.email.slice(0, 12).toUpperCase())).toEqual(["b"]);
    expect(await ids("zoe audit")).toEqual(["b"]);
    expect(await ids("nobody-like-this")).toEqual([]);
  });

  it("filters by one action or by a group prefix", async () => {
    const kind = marker();
    for (const action of ["login.ok", "login.failed", "logout"] as const) {
      await recordAudit(t.db.db, { action, target: { type: kind, id: action } });
    }
    const actions = async (action: string) =>
      (await listOf(`target=${kind}&action=${action}`)).items.map((e) => e.action).sort();
    expect(await actions("login.failed")).toEqual(["login.failed"]);
    expect(await actions("login.")).toEqual(["login.failed", "login.ok"]);
    expect(await actions("logout")).toEqual(["logout"]);
  });

  it("filters by target: type, id, type:id, the subject's id or email", async () => {
    const kind = marker();
    const subject = await createUser(t.db.db, "customer");
    const id = randomUUID();
    await recordAudit(t.db.db, { action: "catalog.renamed", target: { type: kind, id } });
    await recordAudit(t.db.db, { action: "user.disabled", subjectUserId: subject.userId });
    const actions = async (target: string) =>
      (await listOf(`target=${encodeURIComponent(target)}`)).items.map((e) => e.action);
    expect(await actions(kind)).toEqual(["catalog.renamed"]);
    expect(await actions(id)).toEqual(["catalog.renamed"]);
    expect(await actions(`${kind}:${id}`)).toEqual(["catalog.renamed"]);
    expect(await actions(`${kind}:other`)).toEqual([]);
    expect(await actions(subject.userId)).toEqual(["user.disabled"]);
    expect(await actions(subject.email)).toEqual(["user.disabled"]);
  });

  it("filters by UTC days, both ends inclusive", async () => {
    const kind = marker();
    await insertAt("2020-03-09T23:59:59.999Z", "login.ok", kind, "before");
    await insertAt("2020-03-10T00:00:00Z", "login.ok", kind, "first");
    await insertAt("2020-03-11T23:59:59.999Z", "login.ok", kind, "last");
    await insertAt("2020-03-12T00:00:00Z", "login.ok", kind, "after");
    const ids = async (range: string) =>
      (await listOf(`target=${kind}&${range}`)).items.map((e) => e.target?.id);
    expect(await ids("from=2020-03-10&to=2020-03-11")).toEqual(["last", "first"]);
    expect(await ids("from=2020-03-12")).toEqual(["after"]);
    expect(await ids("to=2020-03-09")).toEqual(["before"]);
    expect(await ids("from=2020-03-11&to=2020-03-11")).toEqual(["last"]);
  });

  it("pages with a keyset cursor, newest first, entries of the same instant included", async () => {
    const kind = marker();
    for (const id of ["1", "2", "3"]) await insertAt("2021-01-01T10:00:00Z", "logout", kind, id);
    await insertAt("2021-01-01T09:00:00Z", "logout", kind, "old");
    await insertAt("2021-01-01T11:00:00Z", "logout", kind, "new");
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditLogPage = await listOf(
        `target=${kind}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.items.map((e) => e.target!.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe("new");
    expect(seen[4]).toBe("old");
  });

  it.each([
    ["action=nope", "action"],
    ["action=login", "action"],
    ["from=2020-13-01", "from"],
    ["from=2020-03-02&to=2020-03-01", "to"],
    ["limit=500", "limit"],
    ["cursor=bm9wZQ", "cursor"],
    ["unknown=1", ""],
  ])("400 VALIDATION for %s", async (query, path) => {
    expectValidationError(await http.get(`/admin/audit-log?${query}`, admin.headers), path);
  });
});

describe("GET /admin/audit-log/export.csv", () => {
  const csvOf = (query: string) => http.get(`/admin/audit-log/export.csv?${query}`, admin.headers);

  it("downloads the filtered entries as RFC 4180 CSV with formulas neutralised", async () => {
    const kind = marker();
    const actor = await createUser(t.db.db, "matchers", { fullName: "=cmd|' /C calc'!A0" });
    await recordAudit(t.db.db, {
      action: "catalog.renamed",
      actorUserId: actor.userId,
      ip: "@evil",
      requestId: "+1",
      target: { type: kind, id: 'React, "the" one\nnext' },
      details: { from: "-2" },
    });
    await tick();
    await recordAudit(t.db.db, { action: "catalog.added", target: { type: kind, id: "plain" } });
    const res = await csvOf(`target=${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="encaja-audit-.+\.csv"$/,
    );
    expect(res.headers["x-export-rows"]).toBe("2");
    expect(res.headers["x-export-truncated"]).toBe("false");
    const text = res.body;
    expect(text.startsWith("\uFEFFid,created_at,action,actor_id,actor_email,actor_name,")).toBe(
      true,
    );
    const records = text
      .slice(1)
      .split(/\r\n(?=[0-9a-f]{8}-|$)/)
      .filter(Boolean);
    expect(records).toHaveLength(3);
    expect(records[1]).toMatch(/^[0-9a-f-]{36},[^,]+,catalog\.added,/);
    const renamed = records[2]!;
    expect(renamed).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(renamed).toContain(`,${kind},"React, ""the"" one\nnext",'@evil,'+1,`);
    expect(renamed).toContain(`"{""from"":""-2""}"`);
  });

  it("is itself audited with its filters and row count", async () => {
    const kind = marker();
    await recordAudit(t.db.db, { action: "login.failed", target: { type: kind, id: "x" } });
    const res = await http.get(`/admin/audit-log/export.csv?target=${kind}&action=login.`, {
      ...admin.headers,
      "x-request-id": "export-req-1",
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await auditRows(t.db.db, "audit.exported", "requestId", "export-req-1");
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      details: { filters: { target: kind, action: "login." }, rows: 1, truncated: false },
    });
    expect(entry?.ip).toBeTruthy();
  });

  it("400 VALIDATION for a bad filter", async () => {
    expectValidationError(await csvOf("action=nope"), "action");
  });
});

describe("only a superAdmin reads the log", () => {
  it.each(["developer", "customer", "customerAssociate", "matchers", "hardInterviewer"] as const)(
    "403 for a %s on both routes",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      for (const url of ["/admin/audit-log", "/admin/audit-log/export.csv"]) {
        const res = await http.get(url, user.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    },
  );

  it("401 without a session", async () => {
    expect((await http.get("/admin/audit-log")).statusCode).toBe(401);
  });
});

describe("entries are append-only through the API", () => {
  it("no route writes to the log: every audit route is a GET", () => {
    const auditRoutes = Object.values(routes).flatMap((group) =>
      Object.values(group).filter((r) => r.path.includes("audit")),
    );
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((r) => r.method === "GET")).toBe(true);
  });

  it("DELETE, PATCH and PUT on an entry are not routes, and the entry is unchanged", async () => {
    const kind = marker();
    await recordAudit(t.db.db, { action: "user.disabled", target: { type: kind, id: "keep" } });
    const [entry] = (await listOf(`target=${kind}`)).items;
    for (const method of ["DELETE", "PATCH", "PUT", "POST"] as const) {
      for (const url of [`/admin/audit-log/${entry!.id}`, "/admin/audit-log"]) {
        const res = await http.send(method, url, admin.headers, { action: "user.enabled" });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    const [after] = await t.db.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.id, entry!.id));
    expect(after?.action).toBe("user.disabled");
  });
});
