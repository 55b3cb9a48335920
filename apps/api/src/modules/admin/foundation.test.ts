import { recordAudit } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, FACTORY_PASSWORD } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
// Drizzle wraps the database error: the trigger's message is the cause's.
const appendOnly = { cause: { message: expect.stringMatching(/append-only/) } };
const http = requestsWith(t);

describe("a disabled account (users.disabled_at)", () => {
  it("loses its open sessions at once and cannot sign in again", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect((await http.get("/users/me", dev.headers)).statusCode).toBe(200);

    await t.db.db
      .update(schema.users)
      .set({ disabledAt: sql`now()` })
      .where(eq(schema.users.id, dev.userId));

    // The trigger's NOTIFY reaches the identity cache asynchronously on PostgreSQL (the admin
    // service also drops it directly after its commit).
    await expect
      .poll(async () => (await http.get("/users/me", dev.headers)).statusCode, { timeout: 5_000 })
      .toBe(401);
    const [session] = await t.db.db
      .select({ revokedAt: schema.sessions.revokedAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, dev.userId));
    expect(session?.revokedAt).not.toBeNull();
    const login = await http.post(
      "/auth/login",
      {},
      { email: dev.email, password: FACTORY_PASSWORD },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("ACCOUNT_DISABLED");
  });
});

describe("the audit log", () => {
  it("is append-only: no delete, no rewrite of what happened", async () => {
    const actor = await createSignedInUser(t.db.db, "superAdmin");
    await recordAudit(t.db.db, {
      action: "user.disabled",
      actorUserId: actor.userId,
      ip: "203.0.113.9",
      target: { type: "user", id: actor.userId },
      requestId: "req-1",
      details: { email: "x@example.com" },
    });
    const row = () =>
      t.db.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.requestId, "req-1"))
        .then((rows) => rows[0]!);
    const entry = await row();
    await expect(
      t.db.db.delete(schema.auditLog).where(eq(schema.auditLog.id, entry.id)),
    ).rejects.toMatchObject(appendOnly);
    await expect(
      t.db.db
        .update(schema.auditLog)
        .set({ action: "user.enabled" })
        .where(eq(schema.auditLog.id, entry.id)),
    ).rejects.toMatchObject(appendOnly);
    // Erasure may forget the person: the IP and the email go, the entry stays.
    await t.db.db
      .update(schema.auditLog)
      .set({ ip: null, details: sql`${schema.auditLog.details} - 'email'`, actorUserId: null })
      .where(eq(schema.auditLog.id, entry.id));
    const forgotten = await row();
    expect(forgotten).toMatchObject({ action: "user.disabled", ip: null, actorUserId: null });
    expect(forgotten.details).toEqual({});
  });
});
