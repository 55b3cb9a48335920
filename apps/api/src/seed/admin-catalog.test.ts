import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalog } from "./admin-catalog";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
}, 60_000);
afterAll(() => db.close());

describe("seedDemoCatalog", () => {
  it("adds a used duplicate skill and a former name, once; not again after a merge", async () => {
    await seedDemoCatalog(db.db);
    await seedDemoCatalog(db.db);
    const [dup] = await db.db.select().from(schema.skills).where(eq(schema.skills.code, "reactjs"));
    const uses = await db.db
      .select()
      .from(schema.developerSkills)
      .where(eq(schema.developerSkills.skillId, dup!.id));
    expect(uses.length).toBeGreaterThan(0);
    const aliases = await db.db.select().from(schema.catalogAliases);
    expect(aliases.map((a) => a.alias)).toEqual(["Golang"]);

    await db.db.delete(schema.developerSkills).where(eq(schema.developerSkills.skillId, dup!.id));
    await db.db.delete(schema.skills).where(eq(schema.skills.id, dup!.id));
    await db.db.execute(sql`insert into catalog_aliases (kind, code, alias, alias_key)
      values ('skill', 'react', 'ReactJS', 'reactjs')`);
    await seedDemoCatalog(db.db);
    expect(
      await db.db.select().from(schema.skills).where(eq(schema.skills.code, "reactjs")),
    ).toHaveLength(0);
  });
});
