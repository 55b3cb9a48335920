import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOffer } from "../testing/offers";
import { seedDemo } from "./demo-accounts";
import { DEMO_PENDING_INVITATION, FREE_DEMO_COMPANY, seedDemoTeam } from "./team";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

const company = async (name: string) =>
  (await db.db.select().from(schema.customers).where(eq(schema.customers.name, name)))[0]!;

describe("seedDemoTeam", () => {
  it("moves Acme (over the free limits) to enterprise, invites once, adds a free company; idempotent", async () => {
    const acme = await company("Acme Latam");
    for (let i = 0; i < 3; i++) await createTestOffer(db.db, { customerId: acme.id });
    await seedDemoTeam(db.db);
    await seedDemoTeam(db.db);
    expect((await company("Acme Latam")).plan).toBe("enterprise");
    const invited = await db.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, DEMO_PENDING_INVITATION));
    expect(invited).toHaveLength(1);
    expect(invited[0]!.customerId).toBe(acme.id);
    expect((await company(FREE_DEMO_COMPANY.name)).plan).toBe("free");
    expect(await findUserByEmail(db.db, FREE_DEMO_COMPANY.email)).toBeDefined();
  });
});
