import { routes } from "@encaja/contracts";
import { setStaffActive } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { eventually } from "../../testing/assertions";
import { createSignedInUser, FACTORY_PASSWORD } from "../../testing/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.call(routes.users.me, {}, { headers: headers });
const login = (email: string, password: string) =>
  t.call(routes.auth.login, { body: { email, password } });

describe("disabled staff accounts", () => {
  it("a session stops working as soon as the account is disabled, even when cached", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    // Twice: the second answer comes from the identity cache.
    expect((await me(matcher.headers)).status).toBe(200);
    expect((await me(matcher.headers)).status).toBe(200);

    await setStaffActive(t.db.db, matcher.userId, false);

    // The sessions are revoked in the same statement; the cached copy goes when the database
    // notification arrives (synchronous on PGlite, just after the commit on PostgreSQL).
    const dropped = await eventually(async () => (await me(matcher.headers)).status === 401);
    expect(dropped).toBe(true);
    const after = await me(matcher.headers);
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe("AUTH_REQUIRED");
    const offers = await t.call(routes.offers.list, { query: {} }, { as: matcher });
    expect(offers.status).toBe(401);
  });

  it("a disabled account cannot sign in; re-enabled it can, and old sessions stay revoked", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    await setStaffActive(t.db.db, admin.userId, false);

    const refused = await login(admin.email, FACTORY_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("ACCOUNT_DISABLED");
    // A wrong password still says only that: being disabled is told to the password holder alone.
    expect((await login(admin.email, "Wrong-Password-123")).error?.code).toBe("E00IUC");

    await setStaffActive(t.db.db, admin.userId, true);
    expect((await login(admin.email, FACTORY_PASSWORD)).status).toBe(200);
    expect((await me(admin.headers)).status).toBe(401);
  });

  it("disabling through plain SQL (no application code) revokes the sessions in the database", async () => {
    const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
    await t.db.db.execute(
      sql`update internal_staff set active = false where user_id = ${interviewer.userId}`,
    );
    const rows = await t.db.db
      .select({ revokedAt: schema.sessions.revokedAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, interviewer.userId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });
});
