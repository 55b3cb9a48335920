import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_DISABLED_DEVELOPER,
  DEMO_DISABLED_REASON,
  DEMO_STAFF_INVITATION,
  seedDemoAdminUsers,
} from "./admin-users";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

describe("seedDemoAdminUsers", () => {
  it("adds a disabled developer and a pending internal invitation, once", async () => {
    await seedDemoAdminUsers(db.db);
    await seedDemoAdminUsers(db.db);
    const disabled = await findUserByEmail(db.db, DEMO_DISABLED_DEVELOPER);
    expect(disabled?.disabledAt).not.toBeNull();
    expect(disabled?.disabledReason).toBe(DEMO_DISABLED_REASON);
    const invited = await db.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, DEMO_STAFF_INVITATION));
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ type: "internal", role: "matchers", acceptedAt: null });
  });
});
