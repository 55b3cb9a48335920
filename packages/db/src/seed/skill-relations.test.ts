import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client";
import { rowsOf } from "../queries/executor";
import { createTestDb } from "../testing";
import { seedCatalog } from "./catalog";
import { skillRelationSeeds } from "./catalog-data/skill-relations";
import { skillSeeds } from "./catalog-data/skills";

let handle: DbHandle;
let db: DbHandle["db"];
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  await seedCatalog(db);
}, 120_000);
afterAll(() => handle.close());

const pairKey = (a: string, b: string) => [a, b].sort().join("~");

async function storedPairs() {
  const result = await db.execute(sql`select a.code as a, b.code as b, r.strength
    from skill_relations r join skills a on a.id = r.skill_id
    join skills b on b.id = r.related_skill_id`);
  return rowsOf<{ a: string; b: string; strength: number }>(result);
}

describe("the curated skill graph", () => {
  it("names only seeded skills, each pair once, with a strength of 1–100", () => {
    const codes = new Set(skillSeeds.map((s) => s.code));
    const unknown = skillRelationSeeds
      .flatMap((e) => [e.code, e.relatedCode])
      .filter((code) => !codes.has(code));
    expect(unknown).toEqual([]);
    const keys = skillRelationSeeds.map((e) => pairKey(e.code, e.relatedCode));
    expect(keys.length).toBeGreaterThanOrEqual(300);
    expect(new Set(keys).size).toBe(keys.length);
    expect(skillRelationSeeds.filter((e) => e.code === e.relatedCode)).toEqual([]);
    expect(
      skillRelationSeeds.filter(
        (e) => !Number.isInteger(e.strength) || e.strength < 1 || e.strength > 100,
      ),
    ).toEqual([]);
  });

  it("is loaded with the catalogue, every pair once", async () => {
    const stored = await storedPairs();
    expect(stored).toHaveLength(skillRelationSeeds.length);
    const byPair = new Map(stored.map((r) => [pairKey(r.a, r.b), r.strength]));
    expect(byPair.get(pairKey("react", "preact"))).toBe(80);
    expect(byPair.get(pairKey("mysql", "mariadb"))).toBe(90);
    expect(byPair.get(pairKey("vuejs", "nuxtjs"))).toBe(80);
  });

  it("leaves a graph superAdmin has edited untouched on a re-seed", async () => {
    await db.execute(sql`delete from skill_relations where skill_id in
      (select id from skills where code in ('react', 'preact'))
      and related_skill_id in (select id from skills where code in ('react', 'preact'))`);
    await seedCatalog(db);
    const stored = await storedPairs();
    expect(stored).toHaveLength(skillRelationSeeds.length - 1);
    expect(stored.some((r) => pairKey(r.a, r.b) === pairKey("react", "preact"))).toBe(false);
  });
});
