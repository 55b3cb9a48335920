import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client";
import { skills, stacks } from "../schema";
import { createTestDb } from "../testing";
import { Bindings, compiled, compiledShapes, textArray, uuidArray } from "./compiled";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

const suffix = Math.random().toString(36).slice(2, 8);

// A left join that finds nothing must map to null, as drizzle maps it (joinsNotNullableMap).
const skillByCode = compiled(["code"], (db, p) =>
  db
    .select({ id: skills.id, name: skills.name, stack: { code: stacks.code, name: stacks.name } })
    .from(skills)
    .leftJoin(stacks, eq(stacks.code, skills.code))
    .where(eq(skills.code, p.code))
    .limit(1),
);
const insertSkill = compiled(["code", "name"], (db, p) =>
  db
    .insert(skills)
    .values({ code: p.code, name: p.name, category: "backend" })
    .returning({ id: skills.id, code: skills.code, name: skills.name }),
);
const namesOf = compiled(["ids"], (db, p) =>
  db
    .select({ name: skills.name })
    .from(skills)
    .where(sql`${skills.id} = any(${p.ids}::uuid[])`)
    .orderBy(asc(skills.name)),
);

describe("compiled queries (built once by drizzle, run with each call's values)", () => {
  it("runs with new values every time, on the database and inside transactions", async () => {
    const a = await insertSkill(handle.db, { code: `ca-${suffix}`, name: `Alpha ${suffix}` });
    const b = await handle.db.transaction((tx) =>
      insertSkill(tx, { code: `cb-${suffix}`, name: `Beta ${suffix}` }),
    );
    expect(a).toEqual([{ id: expect.any(String), code: `ca-${suffix}`, name: `Alpha ${suffix}` }]);
    expect(b[0]?.code).toBe(`cb-${suffix}`);
    expect(b[0]?.id).not.toBe(a[0]?.id);

    expect(await skillByCode(handle.db, { code: `cb-${suffix}` })).toEqual([
      { id: b[0]?.id, name: `Beta ${suffix}`, stack: null },
    ]);
    const inTx = await handle.db.transaction((tx) => skillByCode(tx, { code: `ca-${suffix}` }));
    expect(inTx).toEqual([{ id: a[0]?.id, name: `Alpha ${suffix}`, stack: null }]);
    expect(await skillByCode(handle.db, { code: `none-${suffix}` })).toEqual([]);
    expect(await namesOf(handle.db, { ids: uuidArray([b[0]!.id, a[0]!.id]) })).toEqual([
      { name: `Alpha ${suffix}` },
      { name: `Beta ${suffix}` },
    ]);
    expect(await namesOf(handle.db, { ids: uuidArray([b[0]!.id]) })).toEqual([
      { name: `Beta ${suffix}` },
    ]);
  });

  it("sees a transaction's own uncommitted rows, and none after a rollback", async () => {
    const code = `cr-${suffix}`;
    await expect(
      handle.db.transaction(async (tx) => {
        await insertSkill(tx, { code, name: "Rolled back" });
        expect(await skillByCode(tx, { code })).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await skillByCode(handle.db, { code })).toEqual([]);
  });

  it("maps a joined row found by the left join", async () => {
    const code = `cs-${suffix}`;
    await handle.db.insert(stacks).values({ code, name: "Stack named like the skill" });
    await insertSkill(handle.db, { code, name: "Joined" });
    expect(await skillByCode(handle.db, { code })).toEqual([
      {
        id: expect.any(String),
        name: "Joined",
        stack: { code, name: "Stack named like the skill" },
      },
    ]);
  });
});

describe("queries compiled per shape", () => {
  const statements = compiledShapes(2);
  // Codes among the given ones, optionally by name prefix: two shapes of one query.
  const skillsAmong = (codes: string[], namePrefix?: string) => {
    const bindings = new Bindings();
    const among = sql`${skills.code} = any(${bindings.bind(textArray(codes))}::text[])`;
    const named = namePrefix
      ? sql`${skills.name} like ${bindings.bind(`${namePrefix}%`)}`
      : undefined;
    return statements(handle.db, `among|${Boolean(namePrefix)}`, bindings, () =>
      handle.db
        .select({ code: skills.code })
        .from(skills)
        .where(and(among, named))
        .orderBy(asc(skills.code)),
    );
  };

  it("runs each shape with its call's values, built once", async () => {
    const codes = [`sa-${suffix}`, `sb-${suffix}`, `s"q\\${suffix}`];
    await handle.db.insert(skills).values([
      { code: codes[0]!, name: `Apple ${suffix}`, category: "backend" },
      { code: codes[1]!, name: `Banana ${suffix}`, category: "backend" },
      { code: codes[2]!, name: `Quoted ${suffix}`, category: "backend" },
    ]);
    const all = codes.map((code) => ({ code }));
    expect(await skillsAmong(codes)).toEqual(
      all.slice().sort((a, b) => (a.code < b.code ? -1 : 1)),
    );
    expect(await skillsAmong([codes[1]!])).toEqual([{ code: codes[1] }]);
    expect(await skillsAmong(codes, "Apple")).toEqual([{ code: codes[0] }]);
    expect(await skillsAmong(codes, "Banana")).toEqual([{ code: codes[1] }]);
    expect(await skillsAmong([codes[2]!], "Quoted")).toEqual([{ code: codes[2] }]);
  });

  it("refuses a shape with a value written into its statement", async () => {
    const bindings = new Bindings();
    const build = () =>
      handle.db.select({ code: skills.code }).from(skills).where(eq(skills.code, "x"));
    await expect(statements(handle.db, "unbound", bindings, build)).rejects.toThrow(/not bound/);
  });
});
