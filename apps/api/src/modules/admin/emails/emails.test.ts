import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError, expectOk } from "../../../testing/call";
import { createSignedInUser } from "../../../testing/factories";
import { setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const r = routes.adminEmails;

type OutboxRow = typeof schema.emailOutbox.$inferInsert;

/** An outbox row whose body carries a one-time link, as a password reset's does. */
async function insertEmail(overrides: Partial<OutboxRow> = {}): Promise<string> {
  const [row] = await t.db.db
    .insert(schema.emailOutbox)
    .values({
      toAddress: "bounce@example.test",
      subject: "Restablecé tu contraseña",
      text: "https://encaja.test/new-password/SECRET-TOKEN",
      html: '<a href="https://encaja.test/new-password/SECRET-TOKEN">link</a>',
      template: "password-reset",
      status: "failed",
      attempts: 3,
      lastError: "550 5.1.1 mailbox unavailable",
      ...overrides,
    })
    .returning({ id: schema.emailOutbox.id });
  if (!row) throw new Error("no outbox row inserted");
  return row.id;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const unknownId = "00000000-0000-4000-8000-000000000000";

// One file, one database: the tests run in order and each adds its own rows.
describe("undelivered emails (/admin/emails)", () => {
  it("superAdmin only: 403 for staff, customers and developers, 401 signed out", async () => {
    const id = await insertEmail();
    for (const role of ["matchers", "customer", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expectError(await t.call(r.list, { query: {} }, { as: user }), 403, "FORBIDDEN");
      expectError(await t.call(r.retry, { params: { id } }, { as: user }), 403, "FORBIDDEN");
    }
    expectError(await t.call(r.list, { query: {} }), 401, "AUTH_REQUIRED");
    expectError(await t.call(r.retry, { params: { id } }), 401, "AUTH_REQUIRED");
    const [row] = await t.db.db
      .select({ status: schema.emailOutbox.status })
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.id, id));
    expect(row?.status).toBe("failed");
  });

  it("lists failed emails by default with their last error and never their body", async () => {
    const id = await insertEmail({ toAddress: "listed@example.test" });
    await insertEmail({ toAddress: "waiting@example.test", status: "pending", lastError: null });
    const answer = await t.call(r.list, { query: {} }, { as: admin });
    const page = expectOk(answer, 200);
    expect(page.items.every((item) => item.status === "failed")).toBe(true);
    expect(page.items.find((item) => item.id === id)).toMatchObject({
      to: "listed@example.test",
      subject: "Restablecé tu contraseña",
      template: "password-reset",
      status: "failed",
      attempts: 3,
      lastError: "550 5.1.1 mailbox unavailable",
    });
    expect(answer.response.body).not.toContain("SECRET-TOKEN");

    const pending = expectOk(await t.call(r.list, { query: { status: "pending" } }, { as: admin }));
    expect(pending.items.map((item) => item.to)).toEqual(["waiting@example.test"]);
  });

  it("pages newest first with an opaque cursor", async () => {
    await t.db.db.delete(schema.emailOutbox);
    const ids = [];
    for (const minutes of [30, 20, 10])
      ids.push(await insertEmail({ createdAt: minutesAgo(minutes) }));
    const first = expectOk(await t.call(r.list, { query: { limit: 2 } }, { as: admin }));
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = expectOk(
      await t.call(r.list, { query: { limit: 2, cursor: first.nextCursor ?? "" } }, { as: admin }),
    );
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it("a bad cursor or status answers the 400 VALIDATION envelope", async () => {
    const badCursor = expectError(
      await t.call(r.list, { query: { cursor: "bm90LWEtY3Vyc29y" } }, { as: admin }),
      400,
      "VALIDATION",
    );
    expect(badCursor.errors).toEqual([{ path: "query.cursor", message: "Invalid cursor" }]);
    const badStatus = await t.app.inject({
      url: "/admin/emails?status=sent",
      headers: admin.headers,
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ code: "VALIDATION" });
  });

  it("retry puts a failed email back in the queue, audited, and it leaves the failed list", async () => {
    const id = await insertEmail({ toAddress: "retry@example.test", createdAt: minutesAgo(1) });
    const retried = expectOk(await t.call(r.retry, { params: { id } }, { as: admin }), 200);
    expect(retried).toMatchObject({ id, status: "pending", attempts: 0, lastError: null });
    expect(Date.parse(retried.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const failed = expectOk(await t.call(r.list, { query: {} }, { as: admin }));
    expect(failed.items.map((item) => item.id)).not.toContain(id);
    const [row] = await t.db.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "email.retried"), eq(schema.auditLog.targetId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: admin.userId,
      targetType: "email",
      details: { template: "password-reset" },
    });
  });

  it("retry of a pending or sent email is a 409 CONFLICT and changes nothing", async () => {
    for (const status of ["pending", "sent"] as const) {
      const id = await insertEmail({ status, attempts: 1 });
      expectError(await t.call(r.retry, { params: { id } }, { as: admin }), 409, "CONFLICT");
      const [row] = await t.db.db
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.id, id));
      expect(row).toMatchObject({ status, attempts: 1 });
    }
  });

  it("retry of an unknown email is a 404 NOT_FOUND", async () => {
    expectError(
      await t.call(r.retry, { params: { id: unknownId } }, { as: admin }),
      404,
      "NOT_FOUND",
    );
  });
});
