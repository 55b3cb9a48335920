import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AUDIT_REQUEST_PREFIX, seedDemoAuditLog } from "./admin-audit";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

describe("seedDemoAuditLog", () => {
  it("writes sign-ins, a throttled brute force and an admin change, once", async () => {
    await seedDemoAuditLog(db.db);
    await seedDemoAuditLog(db.db);
    const rows = await db.db
      .select()
      .from(schema.auditLog)
      .where(like(schema.auditLog.requestId, `${DEMO_AUDIT_REQUEST_PREFIX}%`));
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["login.ok", "login.failed", "login.throttled", "plan.changed"]),
    );
    expect(rows.find((r) => r.action === "plan.changed")?.actorUserId).toBeTruthy();
  });
});
