import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../testing/factories";
import { DEMO_LINK_PREFIX, seedDemoApprovals } from "./admin-approvals";

const db = await createTestDb();
afterAll(() => db.close());

describe("seedDemoApprovals", () => {
  it("gives pending developers pending links and disapproved ones a reason, once", async () => {
    const pending = await createUser(db.db, "developer");
    const disapproved = await createUser(db.db, "developer");
    await db.db
      .update(schema.developers)
      .set({ approval: "disapproved" })
      .where(eq(schema.developers.id, disapproved.developerId!));

    await seedDemoApprovals(db.db);
    await seedDemoApprovals(db.db);

    const links = await db.db
      .select()
      .from(schema.platformLinks)
      .where(like(schema.platformLinks.url, `${DEMO_LINK_PREFIX}%`));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ developerId: pending.developerId, approval: "pending" });
    const [row] = await db.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, disapproved.developerId!));
    expect(row?.approvalReason).toBeTruthy();
  });
});
